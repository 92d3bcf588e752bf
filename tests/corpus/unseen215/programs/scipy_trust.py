import sys, numpy as np
from scipy.optimize import minimize, rosen, rosen_der
shift = float(sys.argv[1])
f = lambda x: rosen(x) + np.log(x[0] + shift)
minimize(f, np.full(4, 1.3), method="trust-constr", options={"verbose": 2, "maxiter": 40})
