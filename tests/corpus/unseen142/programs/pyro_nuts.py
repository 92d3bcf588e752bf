"""Pyro: NUTS on a small Bayesian linear regression; MCMC prints its progress bar and summary."""
import sys
import pyro
import pyro.distributions as dist
import torch
from pyro.infer import MCMC, NUTS

pyro.set_rng_seed(0)
x = torch.randn(100)
y = 2.0 * x + 1.0 + 0.3 * torch.randn(100)
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0


def model(x, y):
    a = pyro.sample("a", dist.Normal(0.0, 10.0))
    b = pyro.sample("b", dist.Normal(0.0, 10.0))
    sigma = pyro.sample("sigma", dist.HalfNormal(scale))
    with pyro.plate("data", len(x)):
        pyro.sample("obs", dist.Normal(a + b * x, sigma), obs=y)


mcmc = MCMC(NUTS(model), num_samples=200, warmup_steps=100)
mcmc.run(x, y)
mcmc.summary()
