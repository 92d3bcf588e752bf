# skorch's NeuralNetClassifier with a module that ends in Softmax (skorch then takes the log of the probabilities for NLLLoss), on unscaled make_classification data.
import numpy as np, torch, torch.nn as nn
from sklearn.datasets import make_classification
from skorch import NeuralNetClassifier

X, y = make_classification(2000, 20, n_informative=10, random_state=1)
X, y = (X * 200).astype(np.float32), y.astype(np.int64)
torch.manual_seed(0)
module = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 2), nn.Softmax(dim=-1))
net = NeuralNetClassifier(module, max_epochs=6, lr=0.05)
net.fit(X, y)
