# save a tiny model's weights with safetensors into the given directory
import sys, torch
from safetensors.torch import save_file
net = torch.nn.Sequential(*[torch.nn.Linear(512, 512) for _ in range(int(sys.argv[2]))])
save_file({k: v.contiguous() for k, v in net.state_dict().items()}, sys.argv[1] + "/model.safetensors")
print("saved", sys.argv[1])
