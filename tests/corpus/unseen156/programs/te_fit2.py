import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import VotingClassifier
from torchensemble.utils.logging import set_logger
torch.manual_seed(0); set_logger("te_run", use_tb_logger=False)
X = torch.randn(800, 10); y = (X[:, 0] * X[:, 1] > 0).long()
class Base(torch.nn.Module):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
    def forward(self, x): return self.net(x)
clf = VotingClassifier(estimator=Base, n_estimators=3, cuda=False, n_jobs=1)
clf.set_optimizer("SGD", lr=float(sys.argv[1]))
clf.fit(DataLoader(TensorDataset(X, y), batch_size=100), epochs=int(sys.argv[2]), log_interval=4, test_loader=DataLoader(TensorDataset(X[:200], y[:200]), batch_size=100))
