import numpy as np
import torch
from skorch import NeuralNetRegressor
# the same matrix-factorisation recommender, its (user, item) ids loaded from a CSV as floats
rng = np.random.default_rng(0)
X = np.stack([rng.integers(0, 300, 8000), rng.integers(0, 400, 8000)], 1).astype(np.float32)
y = rng.integers(1, 6, 8000).astype(np.float32)[:, None]

class MF(torch.nn.Module):
    def __init__(self, k=16):
        super().__init__()
        self.u, self.i = torch.nn.Embedding(300, k), torch.nn.Embedding(400, k)
    def forward(self, X):
        return (self.u(X[:, 0]) * self.i(X[:, 1])).sum(1, keepdim=True) + 3.0

NeuralNetRegressor(MF, max_epochs=5, lr=0.05, optimizer=torch.optim.SGD, batch_size=256).fit(X, y)
