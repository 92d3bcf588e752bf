import sys
import jax, jax.numpy as jnp
import numpyro, numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO, MCMC, NUTS
from numpyro.infer.autoguide import AutoNormal
x = jnp.linspace(-2, 2, 200)
y = 1.5 * x - 0.3 + 0.2 * jax.random.normal(jax.random.PRNGKey(1), (200,))
def model(x, y=None):
    a = numpyro.sample("a", dist.Normal(0, 5)); b = numpyro.sample("b", dist.Normal(0, 5))
    s = numpyro.sample("sigma", dist.HalfNormal(1.0))
    numpyro.sample("obs", dist.Normal(a * x + b, s), obs=y)
if sys.argv[1] == "svi":
    svi = SVI(model, AutoNormal(model), numpyro.optim.Adam(float(sys.argv[2])), Trace_ELBO())
    res = svi.run(jax.random.PRNGKey(0), int(sys.argv[3]), x, y)
    print(res.params)
else:
    mcmc = MCMC(NUTS(model), num_warmup=300, num_samples=300)
    mcmc.run(jax.random.PRNGKey(0), x, y)
    mcmc.print_summary()
