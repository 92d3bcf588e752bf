# Pyro's NUTS sampler on a tiny logistic regression (synthetic data); Pyro prints its bar and summary.
import torch, pyro, pyro.distributions as dist
from pyro.infer import MCMC, NUTS

torch.manual_seed(0)
X = torch.randn(100, 3)
y = torch.bernoulli(torch.sigmoid(X @ torch.tensor([1.0, -2.0, 0.5]) + 0.3))

def model(X, y):
    w = pyro.sample("w", dist.Normal(0.0, 1.0).expand([3]).to_event(1))
    b = pyro.sample("b", dist.Normal(0.0, 1.0))
    with pyro.plate("data", X.shape[0]):
        pyro.sample("obs", dist.Bernoulli(logits=X @ w + b), obs=y)

mcmc = MCMC(NUTS(model), num_samples=200, warmup_steps=100)
mcmc.run(X, y)
mcmc.summary(prob=0.9)
