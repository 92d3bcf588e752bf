import sys
import numpy as np
import pyswarms as ps
from pyswarms.utils.functions import single_obj as fx
opt = ps.single.GlobalBestPSO(n_particles=20, dimensions=4, options={"c1": 0.5, "c2": 0.3, "w": float(sys.argv[1])})
f = fx.sphere if sys.argv[2:] != ["nan"] else (lambda x: np.log(x[:, 0]) + fx.sphere(x))
print(opt.optimize(f, iters=int(sys.argv[3]) if len(sys.argv) > 3 else 60))
