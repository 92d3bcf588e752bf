"""Fit a least-squares / logistic problem with one of jaxopt's solvers, verbose=True (jaxopt prints)."""
import sys
import jax
import jax.numpy as jnp
import jaxopt
from sklearn.datasets import load_diabetes, load_breast_cancer

solver_name, stepsize, maxiter = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
X, y = load_diabetes(return_X_y=True)
X, y = jnp.asarray(X), jnp.asarray(y)

def fun(w):
    return jnp.mean((X @ w - y) ** 2)

w0 = jnp.zeros(X.shape[1])
cls = getattr(jaxopt, solver_name)
kw = dict(fun=fun, maxiter=maxiter, verbose=True)
if solver_name == "OptaxSolver":
    import optax
    kw["opt"] = optax.sgd(stepsize)
elif stepsize > 0:
    kw["stepsize"] = stepsize
solver = cls(**kw)
res = solver.run(w0)
print("final params:", res.params)
print("final state error:", res.state.error)
