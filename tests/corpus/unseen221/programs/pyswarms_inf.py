import sys
import numpy as np
import pyswarms as ps
opt = ps.single.GlobalBestPSO(n_particles=20, dimensions=3, options={"c1": 0.5, "c2": 0.3, "w": 0.9})
print(opt.optimize(lambda x: np.exp(np.sum(x ** 2, axis=1) * float(sys.argv[1])), iters=int(sys.argv[2])))
