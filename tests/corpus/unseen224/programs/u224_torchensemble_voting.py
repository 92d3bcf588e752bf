import sys, torch
from torch.utils.data import DataLoader, TensorDataset
from torchensemble import VotingClassifier
from torchensemble.utils.logging import set_logger
torch.manual_seed(0)
x = torch.randn(640, 16); y = (x.sum(1) > 0).long()
class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
    def forward(self, x): return self.net(x)
logger = set_logger("voting_u224", use_tb_logger=False)
model = VotingClassifier(estimator=MLP, n_estimators=2, cuda=False)
model.set_optimizer(sys.argv[3] if len(sys.argv) > 3 else "Adam", lr=float(sys.argv[1]), weight_decay=5e-4)
model.fit(DataLoader(TensorDataset(x[:512], y[:512]), batch_size=32, shuffle=True), epochs=int(sys.argv[2]), log_interval=8,
          test_loader=DataLoader(TensorDataset(x[512:], y[512:]), batch_size=64), save_model=False)
