import sys
import numpy as np, torch
from skorch import NeuralNetClassifier
from sklearn.datasets import make_classification
X, y = make_classification(1000, 20, n_informative=10, random_state=0)
X = X.astype(np.float32); y = y.astype(np.int64)
n_in = int(sys.argv[2]) if len(sys.argv) > 2 else 20
class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l = torch.nn.Sequential(torch.nn.Linear(n_in, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
    def forward(self, X):
        return torch.softmax(self.l(X), dim=-1)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
NeuralNetClassifier(Net, max_epochs=8, lr=lr, optimizer=torch.optim.SGD).fit(X, y)
