import sys
from scipy.optimize import differential_evolution, rosen
differential_evolution(rosen, [(-2, 2)] * int(sys.argv[1]), maxiter=int(sys.argv[2]), seed=0, disp=True)
