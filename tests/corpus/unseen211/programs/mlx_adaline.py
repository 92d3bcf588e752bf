import sys
from sklearn.datasets import load_iris
from mlxtend.classifier import Adaline
X, y = load_iris(return_X_y=True)
X, y = X[:100], y[:100]
Adaline(eta=float(sys.argv[1]), epochs=25, minibatches=None, random_seed=1, print_progress=3).fit(X, y)
