# tiny model (sklearn digits or diabetes); scalars written with a TensorBoard SummaryWriter
import argparse
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--logdir", default="runs/tiny"); p.add_argument("--writer", default="torch")
p.add_argument("--bins", default="tensorflow"); a = p.parse_args()
if a.writer == "torch":
    from torch.utils.tensorboard import SummaryWriter
else:
    from tensorboardX import SummaryWriter
w = SummaryWriter(a.logdir)
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    w.add_scalars("loss", {"train": tl, "val": vl}, e)
    w.add_scalar("val/score", sc, e)
    w.add_histogram("val/score_hist", [sc] * 1000, e, bins=a.bins)
w.close()
