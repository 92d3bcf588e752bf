"""wandb: log a tiny torch regression's loss per step; wandb prints the run's history and summary at finish."""
import argparse
import torch
import wandb

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.05)
p.add_argument("--mode", default="offline")
args = p.parse_args()

torch.manual_seed(0)
x = torch.randn(256, 8)
y = x @ torch.randn(8, 1)
model = torch.nn.Linear(8, 1)
opt = torch.optim.SGD(model.parameters(), lr=args.lr)
run = wandb.init(project="unseen142", mode=args.mode, dir="/tmp/unseen142-scratch", config=vars(args))
for step in range(40):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1e9)
    opt.step()
    run.log({"train/loss": loss.item(), "train/grad_norm": grad_norm.item(), "lr": args.lr}, step=step)
run.finish()
