import sys, numpy as np
from scipy import optimize
kind = sys.argv[1]
if kind == "lsq":
    t = np.linspace(0, 3, 40); y = 2.5 * np.exp(-1.3 * t) + 0.05 * np.sin(7 * t)
    optimize.least_squares(lambda p: p[0] * np.exp(-p[1] * t) - y, [1.0, 0.1], verbose=2)
elif kind == "bfgs":
    optimize.minimize(optimize.rosen, np.zeros(6), method="BFGS", options={"disp": True})
else:
    rng = np.random.default_rng(0); A = rng.random((30, 20)); b = rng.random(30) * 5
    optimize.linprog(-np.ones(20), A_ub=A, b_ub=b, method="highs", options={"disp": True})
