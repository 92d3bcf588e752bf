import sys
import numpy as np
from scipy.optimize import minimize, rosen, rosen_der, NonlinearConstraint
con = NonlinearConstraint(lambda x: x[0]**2 + x[1]**2, 0, float(sys.argv[1]))
minimize(rosen, [float(sys.argv[2]), 1.0], jac=rosen_der, method="trust-constr", constraints=[con],
         options={"verbose": 2, "maxiter": 200})
