import sys
from mlxtend.classifier import Adaline
from sklearn.datasets import load_iris
X, y = load_iris(return_X_y=True)
X, y = X[:100, [0, 2]], y[:100]
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
Adaline(epochs=30, eta=eta, minibatches=1, random_seed=1, print_progress=3).fit(X, y)
