import numpy as np
from scipy.optimize import minimize, rosen, rosen_der

minimize(rosen, np.array([1.3, 0.7, 0.8, 1.9, 1.2]), jac=rosen_der, method="BFGS", options={"disp": True})
