import sys
import numpy as np, torch
from skorch import NeuralNetRegressor
rng = np.random.default_rng(0)
s = np.sin(np.arange(3000) / 10) + rng.normal(scale=0.1, size=3000)
X = np.stack([s[i:i + 32] for i in range(2900)])[:, None, :].astype("float32")
y = s[32:2932, None].astype("float32")
module = torch.nn.Sequential(torch.nn.Conv1d(1, 8, 5), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(8 * 28, 1))
net = NeuralNetRegressor(module, max_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 8, lr=float(sys.argv[1]) if len(sys.argv) > 1 else 0.01,
                         optimizer=torch.optim.SGD, batch_size=64)
net.fit(X, y)
