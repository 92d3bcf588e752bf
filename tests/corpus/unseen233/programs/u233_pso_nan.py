import numpy as np
import pyswarms as ps
opt = ps.single.GlobalBestPSO(n_particles=10, dimensions=3, options={"c1": 0.5, "c2": 0.3, "w": 0.9})
opt.optimize(lambda x: np.log(x - 100.0).sum(axis=1), iters=12)
