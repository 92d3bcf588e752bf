# pytorch-minimize's minimize() (BFGS, disp=2) on a negative-entropy objective over positive weights, from a start far from the optimum.
import torch
from torchmin import minimize

def neg_entropy(w):
    p = w / w.sum()
    return torch.sum(p * torch.log(p)) + 10.0 * (w.sum() - 1.0) ** 2
w0 = torch.tensor([5.0, 0.01, 3.0, 0.02, 8.0], dtype=torch.float64)
res = minimize(neg_entropy, w0, method="bfgs", disp=2, max_iter=40)
