import argparse, json, torch, deepspeed
p = argparse.ArgumentParser(); p.add_argument("--local_rank", type=int, default=-1); p.add_argument("--steps", type=int, default=40)
p.add_argument("--zero", type=int, default=1); p.add_argument("--lr", type=float, default=1e-3); p.add_argument("--fp16", action="store_true")
a = p.parse_args()
cfg = {"train_batch_size": 16, "steps_per_print": 10, "zero_optimization": {"stage": a.zero},
       "optimizer": {"type": "Adam", "params": {"lr": a.lr, "torch_adam": True}}, "fp16": {"enabled": a.fp16},
       "wall_clock_breakdown": False}
model = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 1))
engine, opt, _, _ = deepspeed.initialize(model=model, model_parameters=model.parameters(), config=cfg)
for step in range(a.steps):
    x = torch.randn(16 // engine.world_size if hasattr(engine, "world_size") else 16, 32); y = x.sum(1, keepdim=True)
    loss = torch.nn.functional.mse_loss(engine(x.to(engine.device).to(next(engine.parameters()).dtype)), y.to(engine.device).to(next(engine.parameters()).dtype))
    engine.backward(loss); engine.step()
