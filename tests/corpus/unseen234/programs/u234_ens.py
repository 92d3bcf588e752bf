# torchensemble's VotingClassifier on synthetic 10-class data; its own logger prints
import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import VotingClassifier
from torchensemble.utils.logging import set_logger
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
torch.manual_seed(0)
X = torch.randn(640, 20); y = (X[:, :10].argmax(1))
tr = DataLoader(TensorDataset(X[:512], y[:512]), batch_size=64, shuffle=True)
te = DataLoader(TensorDataset(X[512:], y[512:]), batch_size=64)
set_logger("u234_ens", use_tb_logger=False)
class Net(torch.nn.Module):
    def __init__(self):
        super().__init__(); self.f = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 10))
    def forward(self, x): return self.f(x)
m = VotingClassifier(estimator=Net, n_estimators=2, cuda=False)
m.set_optimizer(sys.argv[2] if len(sys.argv) > 2 else "Adam", lr=lr)
m.fit(tr, epochs=3, log_interval=4, test_loader=te)
m.evaluate(te)
