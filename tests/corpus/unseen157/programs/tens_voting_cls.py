import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import VotingClassifier
from torchensemble.utils.logging import set_logger
set_logger("unseen157_voting", use_tb_logger=False)
g = torch.Generator().manual_seed(0); x = torch.randn(600, 20, generator=g); y = (x[:, 0] + x[:, 1] > 0).long()
tr = DataLoader(TensorDataset(x[:500], y[:500]), batch_size=50, shuffle=True); te = DataLoader(TensorDataset(x[500:], y[500:]), batch_size=50)
class Net(torch.nn.Module):
    def __init__(self): super().__init__(); self.f = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
    def forward(self, x): return self.f(x)
ens = VotingClassifier(estimator=Net, n_estimators=3, cuda=False)
ens.set_optimizer("SGD", lr=float(sys.argv[1]))
ens.fit(tr, epochs=3, test_loader=te, log_interval=5)
