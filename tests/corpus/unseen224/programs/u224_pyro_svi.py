import sys, torch, pyro, pyro.distributions as dist
from pyro.infer import SVI, Trace_ELBO
from pyro.infer.autoguide import AutoNormal
pyro.set_rng_seed(0)
data = torch.randn(100) * 2 + 1
data[int(sys.argv[1])] = float("nan")
def model(data):
    mu = pyro.sample("mu", dist.Normal(0., 10.))
    with pyro.plate("data", len(data)):
        pyro.sample("obs", dist.Normal(mu, 1.), obs=data)
svi = SVI(model, AutoNormal(model), pyro.optim.Adam({"lr": 0.01}), Trace_ELBO())
for step in range(200):
    svi.step(data)
