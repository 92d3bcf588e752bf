import sys
from sklearn.datasets import load_iris
from mlxtend.classifier import SoftmaxRegression
X, y = load_iris(return_X_y=True)
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
SoftmaxRegression(eta=eta, epochs=20, minibatches=1, random_seed=1, print_progress=3).fit(X, y)
