# skorch's NeuralNetClassifier on scikit-learn's make_classification; skorch prints its epoch table.
import sys
import numpy as np, torch, torch.nn as nn
from sklearn.datasets import make_classification
from skorch import NeuralNetClassifier

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
X, y = make_classification(1000, 20, n_informative=10, random_state=0)
X, y = X.astype(np.float32) * 50, y.astype(np.int64)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.seq = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2))
    def forward(self, X):
        return self.seq(X)
torch.manual_seed(0)
net = NeuralNetClassifier(Net, max_epochs=8, lr=lr, criterion=nn.CrossEntropyLoss, optimizer__momentum=0.9)
net.fit(X, y)
