import sys, numpy as np
from scipy.optimize import minimize
a = float(sys.argv[1])
minimize(lambda x: np.sum((x - 2) ** 2) + a * np.sqrt(x[0]), np.full(3, float(sys.argv[2])), method="SLSQP",
         constraints=[{"type": "ineq", "fun": lambda x: 5 - x.sum()}], options={"disp": True, "maxiter": 50})
