"""torch: a forward pass with a batch far too large for the memory the run was given."""
import sys
import torch

batch = int(sys.argv[1]) if len(sys.argv) > 1 else 65536
model = torch.nn.Sequential(torch.nn.Linear(1024, 4096), torch.nn.ReLU(), torch.nn.Linear(4096, 10))
x = torch.randn(batch, 1024)
print(model(x).sum())
