# PySwarms' GlobalBestPSO.optimize (its own progress bar and log) on the sphere / rosenbrock functions it ships.
import argparse, numpy as np, pyswarms as ps
from pyswarms.utils.functions import single_obj as fx
p = argparse.ArgumentParser(); p.add_argument("--iters", type=int, default=100); p.add_argument("--func", default="sphere"); p.add_argument("--w", type=float, default=0.9); a = p.parse_args()
opt = ps.single.GlobalBestPSO(n_particles=20, dimensions=4, options={"c1": 0.5, "c2": 0.3, "w": a.w})
print(opt.optimize(getattr(fx, a.func), iters=a.iters))
