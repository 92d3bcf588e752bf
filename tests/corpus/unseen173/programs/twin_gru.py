# Driver: calls train_gru() from rajkumar160798/digital-twin-ai4i twin_model/train.py on synthetic
# sensor windows (AI4I-like: 5 readings, next-step target). Its loop does the printing.
import argparse, sys
import torch
from torch.utils.data import TensorDataset
sys.path.insert(0, ".")
from twin_model.train import train_gru

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=10)
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--scale", type=float, default=1.0)
a = p.parse_args()
torch.manual_seed(0)
t = torch.arange(0, 2000, dtype=torch.float32)
sig = torch.stack([torch.sin(t / (20 + 7 * k)) for k in range(5)], 1) * a.scale + 0.05 * torch.randn(2000, 5)
X = torch.stack([sig[i:i + 30] for i in range(1900)]); y = sig[30:1930]

class GRUNet(torch.nn.Module):
    def __init__(self):
        super().__init__(); self.gru = torch.nn.GRU(5, 32, batch_first=True); self.fc = torch.nn.Linear(32, 5)
    def forward(self, x):
        return self.fc(self.gru(x)[0][:, -1])

train_gru(GRUNet(), TensorDataset(X, y), epochs=a.epochs, lr=a.lr)
