# torchensemble: VotingClassifier (FusionClassifier with --fusion, SnapshotEnsembleClassifier with --snapshot) over small MLPs on synthetic data; it logs its own training: python te_voting.py LR [--fusion|--snapshot]
import sys, torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import VotingClassifier, FusionClassifier, SnapshotEnsembleClassifier
from torchensemble.utils.logging import set_logger
set_logger("te_voting", use_tb_logger=False)
g = torch.Generator().manual_seed(0)
X = torch.randn(512, 20, generator=g); y = (X[:, 0] + X[:, 1] > 0).long()
train = DataLoader(TensorDataset(X[:400], y[:400]), batch_size=64, shuffle=True)
test = DataLoader(TensorDataset(X[400:], y[400:]), batch_size=64)
class MLP(nn.Module):
    def __init__(self):
        super().__init__(); self.net = nn.Sequential(nn.Linear(20, 32), nn.ReLU(), nn.Linear(32, 2))
    def forward(self, x):
        return self.net(x)
model = (FusionClassifier if "--fusion" in sys.argv else SnapshotEnsembleClassifier if "--snapshot" in sys.argv else VotingClassifier)(estimator=MLP, n_estimators=3, cuda=False)
model.set_optimizer("SGD", lr=float(sys.argv[1]))
model.fit(train, epochs=3, log_interval=3, test_loader=test)
