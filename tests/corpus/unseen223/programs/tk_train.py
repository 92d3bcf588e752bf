"""Fit a small regressor on synthetic data with torchkeras' KerasModel (torchkeras prints the epochs)."""
import argparse
import torch
from torch.utils.data import TensorDataset, DataLoader
from torchkeras import KerasModel

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--epochs", type=int, default=5)
p.add_argument("--hidden", type=int, default=64)
p.add_argument("--n", type=int, default=2048)
p.add_argument("--ckpt", default="/tmp/unseen223-scratch/tk.pt")
a = p.parse_args()
torch.manual_seed(0)
X = torch.randn(a.n, 8); y = X.sum(1, keepdim=True) + 0.1 * torch.randn(a.n, 1)
dl_train = DataLoader(TensorDataset(X, y), batch_size=64, shuffle=True)
dl_val = DataLoader(TensorDataset(X[:256], y[:256]), batch_size=64)
net = torch.nn.Sequential(torch.nn.Linear(8, a.hidden), torch.nn.ReLU(), torch.nn.Linear(a.hidden, 1))
model = KerasModel(net, loss_fn=torch.nn.MSELoss(), optimizer=torch.optim.Adam(net.parameters(), lr=a.lr))
model.fit(train_data=dl_train, val_data=dl_val, epochs=a.epochs, ckpt_path=a.ckpt,
          patience=3, monitor="val_loss", mode="min", plot=False)
