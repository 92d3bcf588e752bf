"""Train torchensemble's VotingRegressor on synthetic data; the ensemble's fit() logs its own batches and epochs."""
import sys

import torch
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import VotingRegressor
from torchensemble.utils.logging import set_logger

torch.manual_seed(0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
X = torch.randn(640, 8)
y = X @ torch.randn(8, 1) * 50 + 0.1 * torch.randn(640, 1)
set_logger("te_voting", use_tb_logger=False)
model = VotingRegressor(estimator=torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1)),
                        n_estimators=2, cuda=False, n_jobs=1)
model.set_optimizer("SGD", lr=lr)
model.fit(DataLoader(TensorDataset(X[:512], y[:512]), batch_size=64), epochs=3, log_interval=4,
          test_loader=DataLoader(TensorDataset(X[512:], y[512:]), batch_size=64), save_model=False)
