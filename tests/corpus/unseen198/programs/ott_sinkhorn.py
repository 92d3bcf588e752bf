"""Solve an entropic optimal transport problem with ott-jax's Sinkhorn and one of ott's progress callbacks (ott prints)."""
import sys
import jax, jax.numpy as jnp
from tqdm import tqdm
from ott import utils
from ott.geometry import pointcloud
from ott.problems.linear import linear_problem
from ott.solvers.linear import sinkhorn

mode, eps, lse = sys.argv[1], float(sys.argv[2]), sys.argv[3] == "lse"
x = jax.random.normal(jax.random.key(0), (300, 5))
y = jax.random.normal(jax.random.key(1), (200, 5)) + 1.0
prob = linear_problem.LinearProblem(pointcloud.PointCloud(x, y, epsilon=eps))
if mode == "print":
    solver = sinkhorn.Sinkhorn(lse_mode=lse, max_iterations=2000, progress_fn=utils.default_progress_fn())
    out = solver(prob)
else:
    with tqdm() as pbar:
        solver = sinkhorn.Sinkhorn(lse_mode=lse, max_iterations=2000, progress_fn=utils.tqdm_progress_fn(pbar))
        out = jax.jit(solver)(prob)
