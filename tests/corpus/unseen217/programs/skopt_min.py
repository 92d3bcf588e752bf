import sys

import numpy as np
from skopt import gp_minimize


def f(x):
    return float(np.sin(5 * x[0]) * (1 - np.tanh(x[0] ** 2)))


def f_log(x):
    return float(np.log(x[0]) * np.sin(5 * x[0]))


gp_minimize(f if len(sys.argv) < 3 else f_log, [(-2.0, 2.0)], n_calls=int(sys.argv[1]), random_state=0, verbose=True)
