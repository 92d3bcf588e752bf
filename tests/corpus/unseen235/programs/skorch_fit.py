import sys
import numpy as np
import torch
import skorch, skorch.callbacks
from skorch import NeuralNetClassifier
from sklearn.datasets import make_classification
lr = float(sys.argv[1]); H = int(sys.argv[4]) if len(sys.argv) > 4 else 16
X, y = make_classification(1000, 20, n_informative=10, random_state=0)
X = X.astype(np.float32); y = y.astype(np.int64)
module = torch.nn.Sequential(torch.nn.Linear(20, H), torch.nn.ReLU(), torch.nn.Linear(H, 2))
cbs = [skorch.callbacks.Checkpoint(dirname=sys.argv[3])] if len(sys.argv) > 3 else []
net = NeuralNetClassifier(module, criterion=torch.nn.CrossEntropyLoss, max_epochs=int(sys.argv[2]), lr=lr, optimizer=torch.optim.SGD, callbacks=cbs)
net.fit(X, y)
