import sys, numpy as np, pyswarms as ps
from pyswarms.utils.functions import single_obj as fx
f = {"sphere": fx.sphere, "lognan": lambda x: np.log(1.0 - (x ** 2).sum(axis=1)), "allnan": lambda x: np.log(-(x ** 2).sum(axis=1))}[sys.argv[1]]
opt = ps.single.GlobalBestPSO(n_particles=20, dimensions=3, options={"c1": 0.5, "c2": 0.3, "w": float(sys.argv[2])})
opt.optimize(f, iters=int(sys.argv[3]))
