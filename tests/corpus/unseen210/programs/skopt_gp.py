import sys, numpy as np
from skopt import gp_minimize
f = {"quad": lambda x: (x[0] - 0.3) ** 2 + 0.1, "nan": lambda x: float(np.log(x[0] - 1.0))}[sys.argv[1]]
gp_minimize(f, [(-2.0, 2.0)], n_calls=int(sys.argv[2]), random_state=0, verbose=True)
