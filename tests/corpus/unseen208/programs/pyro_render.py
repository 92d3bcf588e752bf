import torch, pyro, pyro.distributions as dist
def model(y):
    mu = pyro.sample("mu", dist.Normal(0.0, 10.0))
    pyro.sample("obs", dist.Normal(mu, 1.0), obs=y)
pyro.render_model(model, model_args=(torch.randn(10),), filename="model.png")
