# mlxtend's Adaline (minibatch SGD, print_progress=3 prints each epoch) on the bundled iris data, two classes.
import sys
from mlxtend.classifier import Adaline
from mlxtend.data import iris_data
X, y = iris_data()
X, y = X[y != 2][:, [0, 3]], y[y != 2]
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
Adaline(epochs=15, eta=eta, minibatches=1, random_seed=1, print_progress=3).fit(X, y)
