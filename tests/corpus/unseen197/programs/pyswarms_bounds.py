# PySwarms' GlobalBestPSO.optimize on its bundled sphere function, the search bounds given on the command line.
import sys
import numpy as np
import pyswarms as ps
from pyswarms.utils.functions import single_obj as fx
b = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
opt = ps.single.GlobalBestPSO(n_particles=20, dimensions=4, options={"c1": 0.5, "c2": 0.3, "w": 0.9}, bounds=(-b * np.ones(4), b * np.ones(4)))
opt.optimize(fx.sphere, iters=30)
