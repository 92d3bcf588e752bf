import sys, torch, pyro, pyro.distributions as dist
from pyro.infer import MCMC, NUTS
pyro.set_rng_seed(0)
data = torch.randn(100) * 2 + 1
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
def model(data):
    mu = pyro.sample("mu", dist.Normal(0., 10.))
    sigma = pyro.sample("sigma", dist.HalfNormal(5.))
    with pyro.plate("data", len(data)):
        pyro.sample("obs", dist.Normal(mu, sigma * scale), obs=data)
mcmc = MCMC(NUTS(model), num_samples=int(sys.argv[2]) if len(sys.argv) > 2 else 150, warmup_steps=100)
mcmc.run(data)
mcmc.summary()
