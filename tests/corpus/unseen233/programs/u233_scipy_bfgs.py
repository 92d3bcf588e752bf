import sys
import numpy as np
from scipy.optimize import minimize, rosen
x0 = np.array([1.3, 0.7, 0.8, 1.9, 1.2])
f = rosen if len(sys.argv) < 2 else (lambda x: rosen(x) + np.log(x[0] - 1.3))
minimize(f, x0, method=sys.argv[2] if len(sys.argv) > 2 else "BFGS", options={"disp": True})
