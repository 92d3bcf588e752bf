# BoTorch SingleTaskGP fitted with fit_gpytorch_mll on duplicated training points; argv: n_unique
import sys, torch
from botorch.models import SingleTaskGP
from botorch.fit import fit_gpytorch_mll
from botorch.acquisition import LogExpectedImprovement
from botorch.optim import optimize_acqf
from gpytorch.mlls import ExactMarginalLogLikelihood
torch.manual_seed(0)
X = torch.rand(int(sys.argv[1]), 2, dtype=torch.float64).repeat(20, 1)
Y = torch.sin(6 * X).sum(-1, keepdim=True)
gp = SingleTaskGP(X, Y)
fit_gpytorch_mll(ExactMarginalLogLikelihood(gp.likelihood, gp))
cand, val = optimize_acqf(LogExpectedImprovement(gp, best_f=Y.max()), bounds=torch.tensor([[0., 0.], [1., 1.]], dtype=torch.float64), q=1, num_restarts=5, raw_samples=64)
print(cand, val)
