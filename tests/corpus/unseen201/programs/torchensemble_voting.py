# torchensemble's VotingClassifier.fit on synthetic 4-class data; torchensemble logs each estimator's batches and the ensemble's validation accuracy.
import sys
import torch, torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import VotingClassifier
from torchensemble.utils.logging import set_logger

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
torch.manual_seed(0)
X = torch.randn(1200, 16)
y = (X[:, :4].argmax(1))
train = DataLoader(TensorDataset(X[:1000], y[:1000]), batch_size=100, shuffle=True)
test = DataLoader(TensorDataset(X[1000:], y[1000:]), batch_size=100)
set_logger("voting_synthetic", use_tb_logger=False)
class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 4))
    def forward(self, x):
        return self.net(x)
model = VotingClassifier(estimator=MLP, n_estimators=2, cuda=False)
model.set_optimizer("SGD", lr=lr, momentum=0.9)
model.fit(train, epochs=4, log_interval=5, test_loader=test, save_model=False)
