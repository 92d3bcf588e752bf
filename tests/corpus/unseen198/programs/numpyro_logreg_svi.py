"""Bayesian logistic regression on breast cancer with numpyro's SVI.run (numpyro draws the progress bar)."""
import sys
import jax, jax.numpy as jnp
import numpyro, numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO, autoguide
from sklearn.datasets import load_breast_cancer

lr, steps = float(sys.argv[1]), int(sys.argv[2])
X, y = load_breast_cancer(return_X_y=True)
X = jnp.asarray(X); y = jnp.asarray(y)

def model(X, y=None):
    w = numpyro.sample("w", dist.Normal(0, 1).expand([X.shape[1]]).to_event(1))
    b = numpyro.sample("b", dist.Normal(0, 1))
    numpyro.sample("obs", dist.Bernoulli(logits=X @ w + b), obs=y)

guide = autoguide.AutoNormal(model)
svi = SVI(model, guide, numpyro.optim.Adam(lr), Trace_ELBO())
res = svi.run(jax.random.PRNGKey(0), steps, X, y)
print("last losses:", res.losses[-3:])
