# torchensemble's BaggingRegressor.fit (its own loop logs each batch and the validation MSE) on scikit-learn's bundled diabetes data
import sys, torch, logging
from sklearn.datasets import load_diabetes
from torch.utils.data import TensorDataset, DataLoader
from torchensemble import BaggingRegressor
from torchensemble.utils.logging import set_logger

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-2
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
opt = sys.argv[3] if len(sys.argv) > 3 else "SGD"
set_logger("diabetes_bagging", use_tb_logger=False)
X, y = load_diabetes(return_X_y=True)
X = torch.tensor(X, dtype=torch.float32); y = torch.tensor(y, dtype=torch.float32).unsqueeze(1)
train = DataLoader(TensorDataset(X[:350], y[:350]), batch_size=64, shuffle=True)
test = DataLoader(TensorDataset(X[350:], y[350:]), batch_size=64)

class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
    def forward(self, x):
        return self.net(x)

model = BaggingRegressor(estimator=MLP, n_estimators=2, cuda=False, n_jobs=1)
model.set_optimizer(opt, lr=lr)
model.fit(train, epochs=epochs, log_interval=2, test_loader=test)
