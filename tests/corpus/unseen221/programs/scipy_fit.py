import sys
import numpy as np
from scipy.optimize import minimize, least_squares, differential_evolution, rosen
mode = sys.argv[1]
if mode == "trust-constr":
    print(minimize(rosen, np.full(6, -1.2), method="trust-constr", options={"verbose": 2, "maxiter": 60}).fun)
elif mode == "lsq":
    t = np.linspace(0, 10, 200); y = 3 * np.exp(-0.4 * t) + 0.05 * np.random.default_rng(0).normal(size=200)
    least_squares(lambda p: p[0] * np.exp(-p[1] * t) - y, [1.0, 1.0], verbose=2)
elif mode == "de":
    f = lambda x: rosen(x) if x[0] < 1.5 else np.log(x[0] - 1.5 - 1e9)
    differential_evolution(f, [(-2, 2)] * 4, disp=True, maxiter=30, seed=1, polish=False)
