# pytorch-minimize's minimize() on the 10-d Rosenbrock function from a far start, printing its iterations (disp=2).
import sys
import torch
from torchmin import minimize

method = sys.argv[1] if len(sys.argv) > 1 else "bfgs"
scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
def rosen(x):
    return torch.sum(100 * (x[..., 1:] - x[..., :-1] ** 2) ** 2 + (1 - x[..., :-1]) ** 2)
x0 = torch.linspace(-2, 2, 10, dtype=torch.float64) * scale
res = minimize(rosen, x0, method=method, disp=2, max_iter=60)
