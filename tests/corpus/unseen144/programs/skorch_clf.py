import sys
import numpy as np
import torch
from skorch import NeuralNetClassifier
rng = np.random.default_rng(0)
X = rng.standard_normal((600, 20)).astype(np.float32)
y = (X[:, :5].sum(1) > 0).astype(np.int64)
net = NeuralNetClassifier(torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2)),
                          criterion=torch.nn.CrossEntropyLoss, max_epochs=int(sys.argv[2]), lr=float(sys.argv[1]),
                          optimizer=torch.optim.SGD)
net.fit(X, y)
