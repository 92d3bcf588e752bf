# SciPy's minimize (disp=True: it prints its own summary) on its bundled Rosenbrock function, the method from the command line.
import sys
from scipy.optimize import minimize, rosen
method = sys.argv[1] if len(sys.argv) > 1 else "Nelder-Mead"
minimize(rosen, [1.3, 0.7, 0.8, 1.9, 1.2], method=method, options={"disp": True, "maxiter": 2000})
