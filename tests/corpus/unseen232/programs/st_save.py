# save a model state dict as safetensors
import sys, torch
from safetensors.torch import save_file
m = torch.nn.Sequential(torch.nn.Linear(1024, 1024), torch.nn.Linear(1024, 10))
save_file(m.state_dict(), sys.argv[1])
print("saved", sys.argv[1])
