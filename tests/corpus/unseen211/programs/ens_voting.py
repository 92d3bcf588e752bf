import sys
import torch
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import VotingClassifier
torch.manual_seed(0)
X = torch.randn(512, 20)
y = (X[:, 0] + X[:, 1] > 0).long()
train = DataLoader(TensorDataset(X[:400], y[:400]), batch_size=40, shuffle=True)
test = DataLoader(TensorDataset(X[400:], y[400:]), batch_size=40)
class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
    def forward(self, x):
        return self.net(x)
ens = VotingClassifier(estimator=MLP, n_estimators=2, cuda=False, n_jobs=1)
ens.set_optimizer("SGD", lr=float(sys.argv[1]) if len(sys.argv) > 1 else 0.1)
ens.fit(train, epochs=3, log_interval=5, test_loader=test)
