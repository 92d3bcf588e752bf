import sys
import torch
from torchdiffeq import odeint
f = lambda t, y: y ** 2  # y' = y^2, y(0) = 1 blows up at t = 1
y = odeint(f, torch.tensor([1.0]), torch.linspace(0, float(sys.argv[1]), 5), method=sys.argv[2])
print(y)
