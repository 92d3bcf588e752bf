"""Eight-schools-like hierarchical model sampled with numpyro's MCMC(NUTS) (numpyro prints bar and summary)."""
import sys
import jax, jax.numpy as jnp
import numpyro, numpyro.distributions as dist
from numpyro.infer import MCMC, NUTS

warmup, samples = int(sys.argv[1]), int(sys.argv[2])
y = jnp.array([28., 8., -3., 7., -1., 1., 18., 12.])
sigma = jnp.array([15., 10., 16., 11., 9., 11., 10., 18.])

def model(sigma, y=None):
    mu = numpyro.sample("mu", dist.Normal(0, 5))
    tau = numpyro.sample("tau", dist.HalfCauchy(5))
    with numpyro.plate("J", len(sigma)):
        theta = numpyro.sample("theta", dist.Normal(mu, tau))
        numpyro.sample("obs", dist.Normal(theta, sigma), obs=y)

mcmc = MCMC(NUTS(model), num_warmup=warmup, num_samples=samples)
mcmc.run(jax.random.PRNGKey(0), sigma, y=y)
mcmc.print_summary()
