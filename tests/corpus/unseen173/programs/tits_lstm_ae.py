# Driver: calls train_model() from BJUT-The-Four-Resourceful-Minds/TITS module/LSTM.py on synthetic
# CAN-bus-like windows (the repo's car-hacking data is not downloadable here). Its loop does the printing.
import argparse, sys
import numpy as np, torch
from torch.utils.data import DataLoader, TensorDataset
sys.path.insert(0, ".")
from module.LSTM import LSTMAutoencoder, train_model

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=20)
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--nan-rows", type=int, default=0)
a = p.parse_args()
torch.manual_seed(0); rng = np.random.default_rng(0)
X = rng.random((512, 10, 8)).astype("float32")
y = X[:, -1, :].copy()
if a.nan_rows:
    X[:a.nan_rows, 3, 2] = np.nan
ds = TensorDataset(torch.from_numpy(X), torch.from_numpy(y))
model = LSTMAutoencoder(8, 32, 2)
train_model(model, DataLoader(ds, batch_size=64, shuffle=True), None, torch.nn.MSELoss(),
            torch.optim.Adam(model.parameters(), lr=a.lr), a.epochs, "cpu")
