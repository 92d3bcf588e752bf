# NumPyro: SVI with an AutoNormal guide on a hierarchical regression (SVI.run's own progress bar)
import sys, jax, jax.numpy as jnp, numpyro, numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO, autoguide
x = jax.random.normal(jax.random.PRNGKey(0), (300,)); g = jnp.arange(300) % 6; y = 1.5 * x + 0.3 * g + jax.random.normal(jax.random.PRNGKey(1), (300,))
def model(x, g, y=None):
    mu = numpyro.sample("mu", dist.Normal(0, 5)); tau = numpyro.sample("tau", dist.HalfNormal(2))
    with numpyro.plate("groups", 6): a = numpyro.sample("a", dist.Normal(mu, tau))
    b = numpyro.sample("b", dist.Normal(0, 5)); s = numpyro.sample("s", dist.HalfNormal(2))
    numpyro.sample("y", dist.Normal(a[g] + b * x, s), obs=y)
svi = SVI(model, autoguide.AutoNormal(model), numpyro.optim.Adam(float(sys.argv[1])), Trace_ELBO())
res = svi.run(jax.random.PRNGKey(2), int(sys.argv[2]), x, g, y)
