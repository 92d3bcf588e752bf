import sys
import numpy as np
import pyswarms as ps
from pyswarms.utils.functions import single_obj as fx
f = fx.sphere
if len(sys.argv) > 1 and sys.argv[1] == "log":
    f = lambda x: np.log(np.abs(x).sum(axis=1) - 1.0)
opt = ps.single.GlobalBestPSO(n_particles=20, dimensions=3, options={"c1": 0.5, "c2": 0.3, "w": 0.9})
opt.optimize(f, iters=int(sys.argv[2]) if len(sys.argv) > 2 else 60)
