"""torch.distributed: DDP over gloo on CPU, started by torchrun (the DDP tutorial's loop, tiny model)."""
import os
import sys
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(sys.argv[1] if len(sys.argv) > 1 else "gloo")
rank = dist.get_rank()
torch.manual_seed(rank)
model = DDP(torch.nn.Linear(10, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.01)
for step in range(5):
    opt.zero_grad()
    loss = model(torch.randn(20, 10)).pow(2).mean()
    loss.backward()
    opt.step()
dist.destroy_process_group()
