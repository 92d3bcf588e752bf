# torchdiffeq's adaptive solver integrating dy/dt = y**2 (y0=1) past its blow-up at t=1.
import sys
import torch
from torchdiffeq import odeint

method = sys.argv[1] if len(sys.argv) > 1 else "dopri5"
t = torch.linspace(0.0, 2.0, 21)
y0 = torch.tensor([1.0])
ys = odeint(lambda t, y: y ** 2, y0, t, method=method, rtol=1e-6, atol=1e-8)
print(ys.squeeze(-1))
