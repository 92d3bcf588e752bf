# SciPy's least_squares (verbose=2 prints its iteration table) fitting an exponential decay to synthetic data.
import sys, numpy as np
from scipy.optimize import least_squares
t = np.linspace(0, 10, 200); y = 3.0 * np.exp(-0.7 * t) + 0.5 + np.random.default_rng(0).normal(0, 0.05, t.size)
least_squares(lambda p: p[0] * np.exp(-p[1] * t) + p[2] - y, [1.0, 0.1, 0.0], method=sys.argv[1], verbose=2)
