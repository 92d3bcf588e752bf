import sys
import numpy as np
from skopt import gp_minimize
f = lambda x: (x[0] - 0.3) ** 2 + np.sin(5 * x[1]) + (np.log(x[0]) if sys.argv[1:] == ["nan"] else 0)
gp_minimize(f, [(-1.0, 1.0), (-2.0, 2.0)], n_calls=14, n_initial_points=5, random_state=0, verbose=True)
