import sys
import numpy as np
from scipy import optimize
from scipy.optimize import rosen, rosen_der
x0 = np.array([-1.2, 1.0, 0.8, 1.9, 1.2])
which = sys.argv[1]
if which == "least_squares":
    res = optimize.least_squares(lambda x: np.r_[10 * (x[1:] - x[:-1] ** 2), 1 - x[:-1]], x0, verbose=2)
elif which == "trust-constr":
    res = optimize.minimize(rosen, x0, jac=rosen_der, method="trust-constr",
                            constraints=[optimize.LinearConstraint(np.ones((1, 5)), -np.inf, 4.0)],
                            options={"verbose": 3, "maxiter": 60})
elif which == "differential_evolution":
    res = optimize.differential_evolution(rosen, [(-5, 5)] * 5, disp=True, seed=0, maxiter=30)
else:
    res = optimize.minimize(rosen, x0, method=which, options={"disp": True})
print(res)
