# NumPyro's SVI.run / MCMC.run on a synthetic regression; NumPyro prints its own progress bars.
import argparse
import jax, jax.numpy as jnp
import numpyro, numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO, MCMC, NUTS
from numpyro.infer.autoguide import AutoNormal

p = argparse.ArgumentParser()
p.add_argument("--mode", default="svi", choices=["svi", "mcmc"])
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--steps", type=int, default=3000)
p.add_argument("--optim", default="adam")
p.add_argument("--likelihood", default="normal", choices=["normal", "exponential"])
a = p.parse_args()

x = jnp.linspace(-2, 2, 300)
y = 1.5 * x - 0.7 + 0.3 * jax.random.normal(jax.random.PRNGKey(1), x.shape)

def model(x, y=None):
    w = numpyro.sample("w", dist.Normal(0, 10))
    b = numpyro.sample("b", dist.Normal(0, 10))
    s = numpyro.sample("sigma", dist.HalfNormal(1))
    if a.likelihood == "normal":
        numpyro.sample("obs", dist.Normal(w * x + b, s), obs=y)
    else:
        numpyro.sample("obs", dist.Exponential(jnp.exp(w * x + b)), obs=y)

if a.mode == "svi":
    opt = getattr(numpyro.optim, {"adam": "Adam", "sgd": "SGD", "clippedadam": "ClippedAdam"}[a.optim])(a.lr)
    svi = SVI(model, AutoNormal(model), opt, Trace_ELBO())
    res = svi.run(jax.random.PRNGKey(0), a.steps, x, y)
    print({k: float(v) for k, v in res.params.items() if v.ndim == 0})
else:
    mcmc = MCMC(NUTS(model), num_warmup=a.steps // 2, num_samples=a.steps // 2)
    mcmc.run(jax.random.PRNGKey(0), x, y)
    mcmc.print_summary()
