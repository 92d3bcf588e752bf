# Driver: scipy's least_squares (verbose=2) calibrates a Nelson-Siegel yield curve to synthetic yields;
# scipy's own trust-region loop prints the iteration table.
import argparse
import numpy as np
from scipy.optimize import least_squares

p = argparse.ArgumentParser()
p.add_argument("--tau0", type=float, default=2.0)
p.add_argument("--method", default="trf")
p.add_argument("--max-nfev", type=int, default=None)
a = p.parse_args()
m = np.array([0.25, 0.5, 1, 2, 3, 5, 7, 10, 20, 30])
rng = np.random.default_rng(6)

def ns(b, m):
    x = m / b[3]
    return b[0] + b[1] * (1 - np.exp(-x)) / x + b[2] * ((1 - np.exp(-x)) / x - np.exp(-x))

y = ns([4.0, -2.0, 1.5, 1.8], m) + rng.normal(0, 0.02, m.size)
least_squares(lambda b: ns(b, m) - y, [3.0, -1.0, 1.0, a.tau0], method=a.method, max_nfev=a.max_nfev, verbose=2)
