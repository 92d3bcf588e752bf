# torchdyn: a NeuralODE integrated over a time span (its own solvers); argv: solver, sensitivity
import sys
import torch
from torchdyn.core import NeuralODE

solver = sys.argv[1] if len(sys.argv) > 1 else "dopri5"
sens = sys.argv[2] if len(sys.argv) > 2 else "adjoint"
f = torch.nn.Sequential(torch.nn.Linear(2, 32), torch.nn.Tanh(), torch.nn.Linear(32, 2))
model = NeuralODE(f, sensitivity=sens, solver=solver)
t_eval, traj = model(torch.randn(64, 2), torch.linspace(0, 1, 20))
print(traj.shape)
