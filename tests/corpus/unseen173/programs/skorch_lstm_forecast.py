# Driver: skorch's NeuralNetRegressor trains a small LSTM forecaster on synthetic sine windows;
# skorch's own PrintLog callback prints the epoch table.
import argparse
import numpy as np, torch
from skorch import NeuralNetRegressor

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=10)
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--optimizer", default="adam")
a = p.parse_args()
torch.manual_seed(0)
t = np.arange(3000, dtype="float32")
s = np.sin(t / 25) + 0.1 * np.random.default_rng(0).normal(size=3000).astype("float32")
X = np.stack([s[i:i + 24] for i in range(2900)])[..., None].astype("float32"); y = s[24:2924, None].astype("float32")

class LSTMForecaster(torch.nn.Module):
    def __init__(self):
        super().__init__(); self.rnn = torch.nn.LSTM(1, 32, batch_first=True); self.head = torch.nn.Linear(32, 1)
    def forward(self, X):
        return self.head(self.rnn(X)[0][:, -1])

opt = {"adam": torch.optim.Adam, "sgd": torch.optim.SGD}[a.optimizer]
NeuralNetRegressor(LSTMForecaster, max_epochs=a.epochs, lr=a.lr, optimizer=opt, batch_size=128).fit(X, y)
