"""Fit an L2-regularised logistic regression on scikit-learn's bundled breast-cancer data with jaxopt's LBFGS (verbose: jaxopt prints each iteration)."""
import argparse
import jax.numpy as jnp
import jaxopt
from sklearn.datasets import load_breast_cancer

p = argparse.ArgumentParser()
p.add_argument("--maxiter", type=int, default=25)
p.add_argument("--l2", type=float, default=1e-2)
p.add_argument("--no-scale", action="store_true")
a = p.parse_args()
X, y = load_breast_cancer(return_X_y=True)
if not a.no_scale:
    X = (X - X.mean(0)) / X.std(0)
X, y = jnp.array(X), jnp.array(y, dtype=jnp.float32)
def loss(w):
    z = X @ w
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + a.l2 * jnp.sum(w ** 2)
res = jaxopt.LBFGS(fun=loss, maxiter=a.maxiter, verbose=True).run(jnp.zeros(X.shape[1]))
