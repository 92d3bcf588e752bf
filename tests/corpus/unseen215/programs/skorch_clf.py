import sys, numpy as np, torch
from skorch import NeuralNetClassifier
from sklearn.datasets import load_digits
X, y = load_digits(return_X_y=True)
net = NeuralNetClassifier(torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.ReLU(), torch.nn.Linear(64, 10)),
                          criterion=torch.nn.CrossEntropyLoss, max_epochs=int(sys.argv[2]), lr=float(sys.argv[1]), batch_size=64)
net.fit(X.astype(np.float32) / 16, y.astype(np.int64))
