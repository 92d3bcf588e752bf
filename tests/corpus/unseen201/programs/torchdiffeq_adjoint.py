# torchdiffeq's odeint_adjoint on a learnable linear ODE whose right-hand side is a plain function closing over the parameters.
import torch
from torchdiffeq import odeint_adjoint

A = torch.nn.Parameter(torch.randn(2, 2) * 0.1)
func = lambda t, y: y @ A
y0 = torch.tensor([[1.0, 0.0]])
t = torch.linspace(0.0, 1.0, 11)
ys = odeint_adjoint(func, y0, t)
ys[-1].sum().backward()
print(A.grad)
