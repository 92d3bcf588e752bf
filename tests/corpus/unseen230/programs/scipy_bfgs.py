# scipy.optimize.minimize (BFGS, disp=True) on the Rosenbrock function from a given start
import sys, numpy as np
from scipy.optimize import minimize, rosen, rosen_der
x0 = np.array([float(v) for v in sys.argv[1].split(",")])
print(minimize(rosen, x0, jac=rosen_der, method="BFGS", options={"disp": True}).x)
