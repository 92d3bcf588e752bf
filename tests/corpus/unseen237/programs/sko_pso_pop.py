import sys
import numpy as np
from sko.PSO import PSO
pso = PSO(func=lambda x: np.sum(x ** 2), n_dim=50, pop=int(sys.argv[1]), max_iter=10, lb=[-5] * 50, ub=[5] * 50, verbose=True)
pso.run()
