# torchensemble's GradientBoostingRegressor on synthetic regression data; torchensemble logs each base estimator's training and the validation MSE.
import sys
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import GradientBoostingRegressor
from torchensemble.utils.logging import set_logger

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
torch.manual_seed(0)
X = torch.randn(1200, 10)
y = (X[:, :3].sum(1, keepdim=True) + 0.1 * torch.randn(1200, 1)) * 100
train = DataLoader(TensorDataset(X[:1000], y[:1000]), batch_size=100, shuffle=True)
test = DataLoader(TensorDataset(X[1000:], y[1000:]), batch_size=100)
set_logger("gb_synthetic", use_tb_logger=False)
class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Linear(32, 1))
    def forward(self, x):
        return self.net(x)
model = GradientBoostingRegressor(estimator=MLP, n_estimators=2, cuda=False)
model.set_optimizer("Adam", lr=lr)
model.fit(train, epochs=3, log_interval=5, test_loader=test, save_model=False)
