"""Fit a Bayesian linear regression on scikit-learn's bundled diabetes data with NumPyro's SVI (SVI.run prints its progress)."""
import argparse
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
from sklearn.datasets import load_diabetes

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--steps", type=int, default=2000)
a = p.parse_args()
X, y = load_diabetes(return_X_y=True)
X, y = jnp.array(X), jnp.array((y - y.mean()) / y.std())

def model(X, y=None):
    w = numpyro.sample("w", dist.Normal(0, 1).expand([X.shape[1]]).to_event(1))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    numpyro.sample("obs", dist.Normal(X @ w, sigma), obs=y)

svi = SVI(model, AutoNormal(model), numpyro.optim.Adam(a.lr), Trace_ELBO())
res = svi.run(jax.random.PRNGKey(0), a.steps, X, y)
