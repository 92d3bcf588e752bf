import os, sys, torch, torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
dist.init_process_group("gloo")
torch.manual_seed(0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
x = torch.randn(256, 10); y = x @ torch.randn(10, 1)
model = DDP(torch.nn.Linear(10, 1)); opt = torch.optim.SGD(model.parameters(), lr=lr)
for step in range(20):
    opt.zero_grad(); loss = torch.nn.functional.mse_loss(model(x), y); loss.backward(); opt.step()
    if dist.get_rank() == 0: print(f"step {step} loss {loss.item():.4f}", flush=True)
dist.destroy_process_group()
