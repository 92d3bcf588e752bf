import sys

import numpy as np
from skopt import gp_minimize


def f(x):
    return float(np.sin(5 * x[0]) * (1 - np.tanh(x[0] ** 2)))


gp_minimize(f, [(-2.0, 2.0)], n_calls=int(sys.argv[1]), random_state=0, verbose=True)
