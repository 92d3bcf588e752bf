# tiny model (sklearn digits or diabetes); metrics logged to Weights & Biases (mode from WANDB_MODE)
import argparse, wandb
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--project", default="unseen226"); a = p.parse_args()
run = wandb.init(project=a.project, config=vars(a))
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    wandb.log({"epoch": e, "train/loss": tl, "val/loss": vl, "val/score": sc})
run.finish()
