import pyswarms as ps
from pyswarms.utils.functions import single_obj as fx
opt = ps.single.GlobalBestPSO(n_particles=20, dimensions=3, options={"c1": 0.5, "c2": 0.3, "inertia": 0.9})
opt.optimize(fx.sphere, iters=50)
