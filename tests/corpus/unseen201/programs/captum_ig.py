# captum's IntegratedGradients on a small 3-class classifier, attributing to the target class given on the command line.
import sys
import torch, torch.nn as nn
from captum.attr import IntegratedGradients

target = int(sys.argv[1]) if len(sys.argv) > 1 else 0
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 3)).eval()
x = torch.randn(4, 8, requires_grad=True)
ig = IntegratedGradients(model)
attr, delta = ig.attribute(x, baselines=torch.zeros_like(x), target=target, n_steps=64, return_convergence_delta=True)
print("attributions", attr.shape, "max |delta|", delta.abs().max().item())
