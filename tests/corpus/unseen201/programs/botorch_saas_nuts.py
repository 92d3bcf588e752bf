# BoTorch's fully Bayesian SAAS GP fitted with fit_fully_bayesian_model_nuts (Pyro's NUTS underneath prints its bar).
import torch
from botorch.models.fully_bayesian import SaasFullyBayesianSingleTaskGP
from botorch.fit import fit_fully_bayesian_model_nuts

torch.manual_seed(0)
X = torch.rand(20, 4, dtype=torch.double)
Y = (torch.sin(6 * X[:, :1]) + X[:, 1:2] ** 2 + 0.05 * torch.randn(20, 1, dtype=torch.double))
Y = (Y - Y.mean()) / Y.std()
model = SaasFullyBayesianSingleTaskGP(X, Y)
fit_fully_bayesian_model_nuts(model, warmup_steps=48, num_samples=32, thinning=8, disable_progbar=False)
print(model.median_lengthscale)
