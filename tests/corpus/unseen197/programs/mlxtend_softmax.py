# mlxtend's SoftmaxRegression (print_progress=3 prints each epoch) on the bundled iris data.
import sys
from mlxtend.classifier import SoftmaxRegression
from mlxtend.data import iris_data
X, y = iris_data()
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
SoftmaxRegression(eta=eta, epochs=12, minibatches=1, random_seed=1, print_progress=3).fit(X, y)
