import sys
import numpy as np
import torch
from skorch import NeuralNetClassifier
from sklearn.datasets import make_classification
lr = float(sys.argv[1])
X, y = make_classification(1000, 20, n_informative=10, random_state=0)
X = X.astype(np.float32); y = y.astype(np.int64)
module = torch.nn.Sequential(torch.nn.Linear(20, 16), torch.nn.ReLU(), torch.nn.Linear(16, 2))
net = NeuralNetClassifier(module, criterion=torch.nn.CrossEntropyLoss, max_epochs=int(sys.argv[2]), lr=lr, optimizer=torch.optim.SGD)
net.fit(X, y)
