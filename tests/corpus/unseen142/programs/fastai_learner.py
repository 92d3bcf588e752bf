"""fastai: a plain Learner over torch DataLoaders of synthetic data; fit() prints its results table."""
import argparse
import torch
from fastai.data.core import DataLoaders
from fastai.learner import Learner
from fastai.metrics import accuracy

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-2)
p.add_argument("--epochs", type=int, default=4)
args = p.parse_args()

torch.manual_seed(0)
x = torch.randn(2000, 10)
y = (x[:, :3].sum(1) > 0).long()
tr = torch.utils.data.DataLoader(list(zip(x[:1600], y[:1600])), batch_size=64, shuffle=True)
va = torch.utils.data.DataLoader(list(zip(x[1600:], y[1600:])), batch_size=128)
model = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
learn = Learner(DataLoaders(tr, va), model, loss_func=torch.nn.CrossEntropyLoss(), metrics=accuracy)
learn.fit(args.epochs, args.lr)
