import sys, torch
from torchdiffeq import odeint
y0 = torch.tensor([1.0])
t = torch.linspace(0., 2., 20)
print(odeint(lambda t, y: float(sys.argv[1]) * y ** 2, y0, t, method=sys.argv[2], rtol=1e-7, atol=1e-9))
