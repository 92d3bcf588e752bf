import sys
from mlxtend.classifier import Adaline
from sklearn.datasets import load_iris
X, y = load_iris(return_X_y=True); X, y = X[y < 2], y[y < 2]
Adaline(epochs=int(sys.argv[2]), eta=float(sys.argv[1]), minibatches=1, random_seed=1, print_progress=int(sys.argv[3])).fit(X, y)
