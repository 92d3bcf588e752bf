"""Fit a tiny network with Poutyne's Model.fit on synthetic data; Poutyne's progress callback prints each epoch."""
import sys

import torch
from poutyne import Model

torch.manual_seed(0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
X = torch.randn(600, 10)
y = (X[:, :3].sum(1) > 0).long()
net = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
model = Model(net, torch.optim.SGD(net.parameters(), lr=lr), "cross_entropy", batch_metrics=["accuracy"])
model.fit(X[:480], y[:480], validation_data=(X[480:], y[480:]), epochs=5, batch_size=32)
