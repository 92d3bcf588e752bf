import torch, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
dist.init_process_group("gloo")
model = DDP(torch.nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(20):
    x = torch.randn(16, 8); loss = ((model(x) - x.sum(1, keepdim=True)) ** 2).mean()
    opt.zero_grad(); loss.backward(); opt.step()
dist.destroy_process_group()
