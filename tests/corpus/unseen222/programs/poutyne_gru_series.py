# poutyne's Model.fit (its progress callback prints each epoch) on a small GRU regressing the next value of synthetic sine windows
import sys, numpy as np, torch
from poutyne import Model

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-2
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
metric = sys.argv[3] if len(sys.argv) > 3 else "l1"
rng = np.random.default_rng(0)
t = np.arange(2000)
s = (np.sin(t / 8.0) + 0.1 * rng.normal(size=2000)).astype(np.float32)
X = np.stack([s[i:i + 32] for i in range(1500)])[:, :, None]
y = s[32:1532, None]

class GRUReg(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = torch.nn.GRU(1, 16, batch_first=True)
        self.out = torch.nn.Linear(16, 1)
    def forward(self, x):
        return self.out(self.gru(x)[0][:, -1])

net = GRUReg()
model = Model(net, torch.optim.SGD(net.parameters(), lr=lr), "mse", batch_metrics=[metric])
model.fit(X[:1200], y[:1200], validation_data=(X[1200:], y[1200:]), epochs=epochs, batch_size=64)
