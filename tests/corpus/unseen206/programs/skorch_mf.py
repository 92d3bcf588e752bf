import sys
import numpy as np
import torch
from skorch import NeuralNetRegressor
# a matrix-factorisation recommender (user and item embeddings, dot product) fitted on synthetic ratings by skorch's loop
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(0)
nu, ni, n = 300, 400, 8000
X = np.stack([rng.integers(0, nu, n), rng.integers(0, ni, n)], 1).astype(np.int64)
y = rng.integers(1, 6, n).astype(np.float32)[:, None]

class MF(torch.nn.Module):
    def __init__(self, k=16):
        super().__init__()
        self.u, self.i = torch.nn.Embedding(nu, k), torch.nn.Embedding(ni, k)
    def forward(self, X):
        return (self.u(X[:, 0]) * self.i(X[:, 1])).sum(1, keepdim=True) + 3.0

net = NeuralNetRegressor(MF, max_epochs=epochs, lr=lr, optimizer=torch.optim.SGD, batch_size=256)
net.fit(X, y)
