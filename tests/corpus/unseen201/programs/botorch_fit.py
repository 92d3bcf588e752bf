# BoTorch's SingleTaskGP fitted with fit_gpytorch_mll on N synthetic points (N from the command line).
import sys
import torch
from botorch.models import SingleTaskGP
from botorch.fit import fit_gpytorch_mll
from gpytorch.mlls import ExactMarginalLogLikelihood

n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
torch.manual_seed(0)
X = torch.rand(n, 2, dtype=torch.double)
Y = torch.sin(6 * X[:, :1]) + torch.cos(4 * X[:, 1:]) + 0.05 * torch.randn(n, 1, dtype=torch.double)
if len(sys.argv) > 2 and sys.argv[2] == "with-missing":
    Y[n // 2] = float("nan")  # one missing observation, as a CSV export with an empty cell gives
model = SingleTaskGP(X, Y)
mll = ExactMarginalLogLikelihood(model.likelihood, model)
fit_gpytorch_mll(mll)
print(model.covar_module)
