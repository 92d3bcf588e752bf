"""Train torchensemble's GradientBoostingRegressor on synthetic data; fit() logs its own estimators and batches."""
import sys

import torch
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import GradientBoostingRegressor
from torchensemble.utils.logging import set_logger

torch.manual_seed(0)
shrinkage = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
X = torch.randn(512, 6)
y = torch.sin(X[:, :1]) * 3 + X[:, 1:2] ** 2
set_logger("te_gbr", use_tb_logger=False)
model = GradientBoostingRegressor(estimator=torch.nn.Sequential(torch.nn.Linear(6, 16), torch.nn.Tanh(), torch.nn.Linear(16, 1)),
                                  n_estimators=3, shrinkage_rate=shrinkage, cuda=False)
model.set_optimizer("Adam", lr=float(sys.argv[2]) if len(sys.argv) > 2 else 1e-2)
model.fit(DataLoader(TensorDataset(X[:448], y[:448]), batch_size=64), epochs=2, log_interval=3,
          test_loader=DataLoader(TensorDataset(X[448:], y[448:]), batch_size=64), save_model=False)
