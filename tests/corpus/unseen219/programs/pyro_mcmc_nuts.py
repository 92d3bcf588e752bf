# Pyro's NUTS sampler on a small Bayesian regression over synthetic data (Pyro's MCMC prints its progress)
import sys, torch, pyro, pyro.distributions as dist
from pyro.infer import MCMC, NUTS
x = torch.randn(100); y = 2 * x + 1 + 0.5 * torch.randn(100)
def model(x, y):
    a = pyro.sample("a", dist.Normal(0., 10.)); b = pyro.sample("b", dist.Normal(0., 10.)); s = pyro.sample("s", dist.HalfNormal(float(sys.argv[2]) if len(sys.argv) > 2 else 1.))
    with pyro.plate("data", len(x)): pyro.sample("obs", dist.Normal(a * x + b, s), obs=y)
mcmc = MCMC(NUTS(model), num_samples=int(sys.argv[1]) if len(sys.argv) > 1 else 100, warmup_steps=50)
mcmc.run(x, y); mcmc.summary()
