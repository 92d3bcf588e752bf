import sys
import pyswarms as ps
from pyswarms.utils.functions import single_obj as fx
opt = ps.single.GlobalBestPSO(n_particles=20, dimensions=int(sys.argv[1]) if len(sys.argv) > 1 else 4, options={"c1": 0.5, "c2": 0.3, "w": 0.9})
opt.optimize(fx.sphere, iters=60)
