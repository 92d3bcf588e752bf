import sys
import numpy as np
from sko.PSO import PSO
pso = PSO(func=lambda x: np.sum(x ** 2), n_dim=int(sys.argv[1]), pop=20, max_iter=30, lb=[-5, -5, -5], ub=[5, 5, 5], verbose=True)
pso.run()
