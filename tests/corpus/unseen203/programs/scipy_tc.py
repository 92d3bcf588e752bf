# SciPy's trust-constr minimizer (verbose=2 prints its table) on a log-barrier objective.
import sys, numpy as np
from scipy.optimize import minimize
f = lambda x: np.sum((x - 2) ** 2) - float(sys.argv[1]) * np.sum(np.log(x))
minimize(f, np.full(3, float(sys.argv[3]) if len(sys.argv) > 3 else 0.5), method="trust-constr", options={"verbose": 2, "maxiter": 30, "initial_tr_radius": float(sys.argv[2])})
