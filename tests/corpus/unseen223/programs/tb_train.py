"""Train a small MLP on synthetic data with torchbearer's Trial (torchbearer prints the progress)."""
import argparse
import torch
from torch.utils.data import TensorDataset, DataLoader
import torchbearer
from torchbearer import Trial
from torchbearer.callbacks import checkpointers, TensorBoard

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--hidden", type=int, default=32)
p.add_argument("--ckpt-dir", default=None)
p.add_argument("--tensorboard", action="store_true")
a = p.parse_args()
torch.manual_seed(0)
X = torch.randn(512, 20); y = (X[:, 0] > 0).long()
train = DataLoader(TensorDataset(X[:384], y[:384]), batch_size=32)
val = DataLoader(TensorDataset(X[384:], y[384:]), batch_size=32)
net = torch.nn.Sequential(torch.nn.Linear(20, a.hidden), torch.nn.ReLU(), torch.nn.Linear(a.hidden, 2))
cbs = []
if a.ckpt_dir:
    cbs.append(checkpointers.ModelCheckpoint(a.ckpt_dir + "/model.{epoch:02d}.pt"))
if a.tensorboard:
    cbs.append(TensorBoard(log_dir="/tmp/unseen223-scratch/tb"))
trial = Trial(net, torch.optim.SGD(net.parameters(), lr=a.lr), torch.nn.CrossEntropyLoss(),
              metrics=["acc", "loss"], callbacks=cbs).with_generators(train, val_generator=val)
trial.run(epochs=a.epochs, verbose=2)
