import sys
import numpy as np
from sko.PSO import PSO
def f(x):
    return np.sum(x ** 2) if len(sys.argv) < 2 else np.log(np.sum(x ** 2) - float(sys.argv[1]))
pso = PSO(func=f, n_dim=3, pop=20, max_iter=30, lb=[-5] * 3, ub=[5] * 3, verbose=True)
pso.run()
