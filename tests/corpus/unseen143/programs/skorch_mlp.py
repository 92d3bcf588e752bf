# skorch's NeuralNetClassifier fit loop (its PrintLog table) on the bundled digits data.
import argparse, numpy as np, torch
from skorch import NeuralNetClassifier
from sklearn.datasets import load_digits
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1); p.add_argument("--epochs", type=int, default=10); p.add_argument("--hidden", type=int, default=64); a = p.parse_args()
torch.manual_seed(0)
X, y = load_digits(return_X_y=True); X = X.astype(np.float32)
net = NeuralNetClassifier(torch.nn.Sequential(torch.nn.Linear(64, a.hidden), torch.nn.ReLU(), torch.nn.Linear(a.hidden, 10)),
                          criterion=torch.nn.CrossEntropyLoss, max_epochs=a.epochs, lr=a.lr, batch_size=64)
net.fit(X, y)
