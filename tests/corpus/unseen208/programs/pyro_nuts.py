import sys, torch, pyro, pyro.distributions as dist
from pyro.infer import MCMC, NUTS
torch.manual_seed(0)
y = torch.randn(50) + 2.0
def model(y):
    mu = pyro.sample("mu", dist.Normal(0.0, 10.0))
    sigma = pyro.sample("sigma", dist.HalfNormal(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0))
    pyro.sample("obs", dist.Normal(mu, sigma), obs=y)
mcmc = MCMC(NUTS(model), num_samples=200, warmup_steps=100)
mcmc.run(y)
mcmc.summary()
