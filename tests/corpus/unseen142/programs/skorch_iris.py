"""skorch: NeuralNetClassifier on scikit-learn's breast cancer data; skorch prints its epoch table."""
import argparse
import numpy as np
import torch
from sklearn.datasets import load_breast_cancer
from skorch import NeuralNetClassifier

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.05)
p.add_argument("--epochs", type=int, default=10)
p.add_argument("--no-cast", action="store_true", help="feed the float64 array as loaded")
args = p.parse_args()

x, y = load_breast_cancer(return_X_y=True)
x = (x - x.mean(0)) / x.std(0)
if not args.no_cast:
    x = x.astype(np.float32)
torch.manual_seed(0)
module = torch.nn.Sequential(torch.nn.Linear(30, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
net = NeuralNetClassifier(module, criterion=torch.nn.CrossEntropyLoss, max_epochs=args.epochs, lr=args.lr, optimizer=torch.optim.SGD)
net.fit(x, y.astype(np.int64))
