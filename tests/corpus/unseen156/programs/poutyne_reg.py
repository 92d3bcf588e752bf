import sys, numpy as np, torch
from poutyne import Model
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True); X = X.astype(np.float32); y = y.astype(np.float32).reshape(-1, 1)
net = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
Model(net, torch.optim.SGD(net.parameters(), lr=float(sys.argv[1])), "mse").fit(X[:350], y[:350], validation_data=(X[350:], y[350:]), epochs=int(sys.argv[2]), batch_size=32)
