# BoTorch optimize_acqf with bounds given as a list of (low, high) pairs, one per dimension
import torch
from botorch.models import SingleTaskGP
from botorch.fit import fit_gpytorch_mll
from botorch.acquisition import UpperConfidenceBound
from botorch.optim import optimize_acqf
from gpytorch.mlls import ExactMarginalLogLikelihood
X = torch.rand(10, 3, dtype=torch.float64); Y = X.sum(-1, keepdim=True)
gp = SingleTaskGP(X, Y); fit_gpytorch_mll(ExactMarginalLogLikelihood(gp.likelihood, gp))
print(optimize_acqf(UpperConfidenceBound(gp, beta=0.1), bounds=torch.tensor([[0.0, 1.0]] * 3, dtype=torch.float64), q=1, num_restarts=4, raw_samples=32))
