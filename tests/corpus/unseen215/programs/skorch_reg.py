import sys, numpy as np, torch
from skorch import NeuralNetRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
net = NeuralNetRegressor(torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1)),
                         max_epochs=int(sys.argv[2]), lr=float(sys.argv[1]), optimizer=torch.optim.SGD, batch_size=64)
net.fit(X.astype(np.float32), y.astype(np.float32).reshape(-1, 1) / 100)
