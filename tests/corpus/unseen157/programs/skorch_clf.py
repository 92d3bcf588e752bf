import sys, numpy as np, torch
from skorch import NeuralNetClassifier
from sklearn.datasets import make_classification
X, y = make_classification(1000, 20, n_informative=10, random_state=0); X = X.astype(np.float32)
mod = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
NeuralNetClassifier(mod, criterion=torch.nn.CrossEntropyLoss, max_epochs=6, lr=float(sys.argv[1]), optimizer=torch.optim.SGD).fit(X, y)
