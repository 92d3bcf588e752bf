import sys
import numpy as np
from skopt import gp_minimize
shift = float(sys.argv[1])
def f(x):
    return float(np.log(x[0] - shift) ** 2 + (x[1] - 0.3) ** 2)
gp_minimize(f, [(0.0, 2.0), (-1.0, 1.0)], n_calls=int(sys.argv[2]), n_initial_points=5, random_state=0, verbose=True)
