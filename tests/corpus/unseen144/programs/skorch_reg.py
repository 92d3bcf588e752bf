import sys
import numpy as np
import torch
from skorch import NeuralNetRegressor
rng = np.random.default_rng(0)
X = rng.standard_normal((512, 8)).astype(np.float32)
y = (X @ rng.standard_normal(8) + 0.1 * rng.standard_normal(512)).astype(np.float32)[:, None]
net = NeuralNetRegressor(torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1)),
                         max_epochs=int(sys.argv[2]), lr=float(sys.argv[1]), optimizer=torch.optim.SGD)
net.fit(X, y)
