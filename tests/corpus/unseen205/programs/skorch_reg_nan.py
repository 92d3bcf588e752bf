import sys
import numpy as np
import torch
from sklearn.datasets import fetch_california_housing, load_diabetes
from skorch import NeuralNetRegressor

X, y = load_diabetes(return_X_y=True)
X, y = X.astype("float32"), y.astype("float32").reshape(-1, 1)
if len(sys.argv) > 1:
    y = np.log(y - float(sys.argv[1])).astype("float32")  # target transform with an offset from the command line
module = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
net = NeuralNetRegressor(module, max_epochs=6, lr=0.05, optimizer=torch.optim.Adam, batch_size=64)
net.fit(X, y)
