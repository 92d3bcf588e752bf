import sys
import numpy as np, torch
from skorch import NeuralNetRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
X = X.astype(np.float32); y = y.astype(np.float32).reshape(-1, 1)
net = NeuralNetRegressor(torch.nn.Sequential(torch.nn.Linear(10, 64), torch.nn.ReLU(), torch.nn.Linear(64, 1)), max_epochs=10, lr=float(sys.argv[1]), optimizer=torch.optim.SGD)
net.fit(X, y)
