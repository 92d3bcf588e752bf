import sys
import numpy as np
from scipy.optimize import minimize, rosen, rosen_der
x0 = np.full(6, 1.3)
def f(x):
    return rosen(x) if len(sys.argv) < 2 else np.log(rosen(x) - 1.0)
minimize(f, x0, jac=None if len(sys.argv) > 1 else rosen_der, method="L-BFGS-B", options={"iprint": 1, "maxiter": 40})
