import sys
import numpy as np, torch
from skorch import NeuralNetClassifier
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
X = X.astype(np.float32); y = y.astype(np.int64)
module = torch.nn.Sequential(torch.nn.Linear(30, 16), torch.nn.ReLU(), torch.nn.Linear(16, 2))
net = NeuralNetClassifier(module, criterion=torch.nn.CrossEntropyLoss, max_epochs=int(sys.argv[2]), lr=float(sys.argv[1]), optimizer=torch.optim.SGD)
net.fit(X, y)
