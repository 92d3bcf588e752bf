# torchdiffeq's odeint on the spiral ODE of its examples/ode_demo.py; argv: method, rtol, batch of initial states
import sys
import torch
from torchdiffeq import odeint

method = sys.argv[1] if len(sys.argv) > 1 else "dopri5"
rtol = float(sys.argv[2]) if len(sys.argv) > 2 else 1e-7
batch = int(sys.argv[3]) if len(sys.argv) > 3 else 1
A = torch.tensor([[-0.1, 2.0], [-2.0, -0.1]])
class Lambda(torch.nn.Module):
    def forward(self, t, y):
        return torch.mm(y ** 3, A)
y0 = torch.tensor([[2.0, 0.0]]).repeat(batch, 1)
t = torch.linspace(0.0, 25.0, 1000)
y = odeint(Lambda(), y0, t, method=method, rtol=rtol, atol=rtol * 1e-2)
