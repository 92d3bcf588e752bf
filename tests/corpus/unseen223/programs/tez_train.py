"""Train a small classifier on synthetic data with tez's Tez trainer (tez prints the progress)."""
import argparse
import torch
import torch.nn as nn
from tez import Tez, TezConfig

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--epochs", type=int, default=3)
a = p.parse_args()

class DS(torch.utils.data.Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(n)
        self.x = torch.randn(n, 16, generator=g); self.y = (self.x[:, :2].sum(1) > 0).float()
    def __len__(self): return len(self.x)
    def __getitem__(self, i): return {"x": self.x[i], "targets": self.y[i]}

class Net(nn.Module):
    def __init__(self):
        super().__init__(); self.f = nn.Sequential(nn.Linear(16, 32), nn.ReLU(), nn.Linear(32, 1))
    def monitor_metrics(self, out, t):
        return {"accuracy": ((out.squeeze(1) > 0).float() == t).float().mean()}
    def forward(self, x, targets=None):
        out = self.f(x)
        loss = nn.functional.binary_cross_entropy_with_logits(out.squeeze(1), targets)
        return out, loss, self.monitor_metrics(out, targets)
    def optimizer_scheduler(self):
        return torch.optim.Adam(self.parameters(), lr=a.lr), None

model = Tez(Net())
cfg = TezConfig(device="cpu", training_batch_size=32, validation_batch_size=64, epochs=a.epochs, num_jobs=0, pin_memory=False)
model.fit(DS(640), DS(256), config=cfg)
