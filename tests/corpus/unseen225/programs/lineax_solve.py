# lineax.linear_solve on a synthetic system with a chosen solver (lineax checks the result itself).
import argparse
import jax, jax.numpy as jnp
import lineax as lx

p = argparse.ArgumentParser()
p.add_argument("--n", type=int, default=50)
p.add_argument("--solver", default="LU")
p.add_argument("--rank-deficient", action="store_true")
a = p.parse_args()

A = jax.random.normal(jax.random.PRNGKey(0), (a.n, a.n))
if a.rank_deficient:
    A = A.at[:, -1].set(0.0)
b = jnp.ones(a.n)
sol = lx.linear_solve(lx.MatrixLinearOperator(A), b, solver=getattr(lx, a.solver)())
print("residual:", jnp.linalg.norm(A @ sol.value - b), "result:", sol.result)
