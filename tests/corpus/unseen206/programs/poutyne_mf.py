import sys
import numpy as np
import torch
from poutyne import Model
# a matrix-factorisation recommender on synthetic ratings, trained by poutyne's Model.fit loop
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(0)
nu, ni, n = 300, 400, 8000
X = torch.from_numpy(np.stack([rng.integers(0, nu, n), rng.integers(0, ni, n)], 1))
y = torch.from_numpy(rng.integers(1, 6, n).astype(np.float32))[:, None]

class MF(torch.nn.Module):
    def __init__(self, k=16):
        super().__init__()
        self.u, self.i = torch.nn.Embedding(nu, k), torch.nn.Embedding(ni, k)
    def forward(self, X):
        return (self.u(X[:, 0]) * self.i(X[:, 1])).sum(1, keepdim=True) + 3.0

net = MF()
model = Model(net, torch.optim.SGD(net.parameters(), lr=lr), "mse", batch_metrics=["l1"])
model.fit(X[:7000], y[:7000], validation_data=(X[7000:], y[7000:]), epochs=epochs, batch_size=256)
