import sys, numpy as np
from scipy.optimize import minimize, rosen, rosen_der
x0 = np.full(int(sys.argv[2]), float(sys.argv[3]))
minimize(rosen, x0, jac=rosen_der, method=sys.argv[1], options={"disp": True, "iprint": 1, "maxiter": 200})
