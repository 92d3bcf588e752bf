import sys, numpy as np, torch
from skorch import NeuralNetRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True); X = X.astype(np.float32); y = y.astype(np.float32).reshape(-1, 1)
mod = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
NeuralNetRegressor(mod, lr=float(sys.argv[1]), max_epochs=int(sys.argv[2]), optimizer=torch.optim.SGD).fit(X, y)
