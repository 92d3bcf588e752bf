"""Fit a tiny MLP with pytorch-accelerated's Trainer on synthetic data; the Trainer's own callbacks print the epochs."""
import sys

import torch
from pytorch_accelerated import Trainer
from torch.utils.data import TensorDataset

torch.manual_seed(0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-2
X = torch.randn(512, 8)
y = X @ torch.randn(8, 1) + 0.1 * torch.randn(512, 1)
model = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
trainer = Trainer(model=model, loss_func=torch.nn.MSELoss(), optimizer=torch.optim.SGD(model.parameters(), lr=lr))
trainer.train(train_dataset=TensorDataset(X[:400], y[:400]), eval_dataset=TensorDataset(X[400:], y[400:]),
              num_epochs=6, per_device_batch_size=32)
