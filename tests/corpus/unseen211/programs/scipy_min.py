import sys
import numpy as np
from scipy.optimize import minimize, rosen, rosen_der
f = rosen
if len(sys.argv) > 1 and sys.argv[1] == "nan":
    f = lambda x: np.log(rosen(x) - 1.0)
minimize(f, np.full(5, 1.3), method=sys.argv[2] if len(sys.argv) > 2 else "BFGS", options={"disp": True})
