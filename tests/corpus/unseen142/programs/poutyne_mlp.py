"""Poutyne: Model.fit on synthetic classification data; Poutyne prints its epoch lines."""
import argparse
import torch
from poutyne import Model

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=5)
args = p.parse_args()

torch.manual_seed(0)
x = torch.randn(1200, 20)
y = (x[:, 0] * x[:, 1] + x[:, 2] > 0).long()
net = torch.nn.Sequential(torch.nn.Linear(20, 64), torch.nn.ReLU(), torch.nn.Linear(64, 2))
model = Model(net, torch.optim.SGD(net.parameters(), lr=args.lr), "cross_entropy", batch_metrics=["accuracy"], epoch_metrics=["f1"])
model.fit(x[:1000], y[:1000], validation_data=(x[1000:], y[1000:]), epochs=args.epochs, batch_size=32)
