import sys, numpy as np, torch
from skorch import NeuralNetClassifier
from skorch.callbacks import Checkpoint
from sklearn.datasets import make_classification
X, y = make_classification(2000, 20, random_state=0)
X, y = X.astype(np.float32), y.astype(np.int64)
module = torch.nn.Sequential(torch.nn.Linear(20, int(sys.argv[2])), torch.nn.ReLU(), torch.nn.Linear(int(sys.argv[2]), 2))
net = NeuralNetClassifier(module, criterion=torch.nn.CrossEntropyLoss, max_epochs=5, lr=0.05, callbacks=[Checkpoint(dirname=sys.argv[1])])
net.fit(X, y)
