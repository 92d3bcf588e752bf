# all-reduce over torch.distributed's gloo backend on CPU (torchrun sets the env)
import os, datetime, torch, torch.distributed as dist
dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=int(os.environ.get("PG_TIMEOUT", "60"))))
t = torch.ones(4) * dist.get_rank(); dist.all_reduce(t)
print(f"rank {dist.get_rank()}: {t.tolist()}"); dist.destroy_process_group()
