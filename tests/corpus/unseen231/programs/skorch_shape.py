import sys, numpy as np, torch
from skorch import NeuralNetRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
net = NeuralNetRegressor(torch.nn.Sequential(torch.nn.Linear(int(sys.argv[1]), 16), torch.nn.ReLU(), torch.nn.Linear(16, 1)), max_epochs=5, lr=0.01)
net.fit(X.astype(np.float32), y.astype(np.float32)[:, None])
