import sys, numpy as np, torch
from skorch import NeuralNetClassifier
from sklearn.datasets import load_digits
X, y = load_digits(return_X_y=True)
net = NeuralNetClassifier(torch.nn.Sequential(torch.nn.Linear(64, int(sys.argv[3])), torch.nn.ReLU(), torch.nn.Linear(int(sys.argv[3]), 10)),
                          criterion=torch.nn.CrossEntropyLoss, lr=float(sys.argv[1]), max_epochs=int(sys.argv[2]), optimizer=torch.optim.SGD)
net.fit(X.astype(np.float32) / 16, y.astype(np.int64))
