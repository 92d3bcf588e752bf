import sys
import numpy as np
from scipy.optimize import least_squares
t = np.linspace(0, 10, 50)
y = 3.0 * np.exp(-0.5 * t) + 0.1 * np.random.default_rng(0).standard_normal(50)
def res(p):
    return p[0] * np.exp(-p[1] * t) - y
least_squares(res, x0=[float(v) for v in sys.argv[2:4]], method=sys.argv[1], verbose=2)
