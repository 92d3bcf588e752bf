import sys, numpy as np, torch
from sklearn.datasets import load_digits
from skorch import NeuralNetClassifier
X, y = load_digits(return_X_y=True)
net = NeuralNetClassifier(torch.nn.Sequential(torch.nn.Linear(64, 32), torch.nn.ReLU(), torch.nn.Linear(32, 10)), criterion=torch.nn.CrossEntropyLoss, lr=float(sys.argv[1]), max_epochs=int(sys.argv[2]))
net.fit(X.astype(np.float32), y.astype(np.int64))
