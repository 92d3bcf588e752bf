# ott-jax's Sinkhorn solver with its own progress callback (ott.utils.default_progress_fn) on two point clouds.
import argparse
import jax, jax.numpy as jnp
from ott import utils
from ott.geometry import pointcloud
from ott.problems.linear import linear_problem
from ott.solvers.linear import sinkhorn

p = argparse.ArgumentParser()
p.add_argument("--n", type=int, default=400)
p.add_argument("--epsilon", type=float, default=1e-2)
p.add_argument("--lse", type=int, default=1); p.add_argument("--tqdm", action="store_true")
a = p.parse_args()

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
x = jax.random.normal(k1, (a.n, 2)); y = jax.random.normal(k2, (a.n, 2)) + 1.0
geom = pointcloud.PointCloud(x, y, epsilon=a.epsilon)
solver = sinkhorn.Sinkhorn(lse_mode=bool(a.lse), max_iterations=1000, inner_iterations=10, progress_fn=utils.tqdm_progress_fn(__import__("tqdm").tqdm()) if a.tqdm else utils.default_progress_fn())
out = jax.jit(solver)(linear_problem.LinearProblem(geom))
print("converged:", bool(out.converged), "reg_ot_cost:", float(out.reg_ot_cost))
