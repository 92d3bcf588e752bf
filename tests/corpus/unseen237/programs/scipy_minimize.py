import sys
import numpy as np
from scipy.optimize import minimize, rosen, rosen_der
method = sys.argv[1] if len(sys.argv) > 1 else "trust-constr"
x0 = np.array([1.3, 0.7, 0.8, 1.9, 1.2])
if method == "trust-constr":
    minimize(rosen, x0, jac=rosen_der, method=method, options={"verbose": 2})
else:
    f = (lambda x: rosen(x) + np.log(x[0])) if len(sys.argv) > 2 else rosen
    print(minimize(f, x0, method=method, options={"disp": True}))
