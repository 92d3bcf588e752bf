import sys
import numpy as np
from sklearn.datasets import load_digits, load_diabetes
from sklearn.neural_network import MLPClassifier
from sklearn.linear_model import SGDRegressor, SGDClassifier
kind = sys.argv[1]; lr = float(sys.argv[2])
if kind == "mlp":
    X, y = load_digits(return_X_y=True)
    MLPClassifier(hidden_layer_sizes=(32,), learning_rate_init=lr, max_iter=15, verbose=True, random_state=0, solver="sgd", momentum=0.9).fit(X, y)
elif kind == "sgdr":
    X, y = load_diabetes(return_X_y=True); X = X * 100
    SGDRegressor(eta0=lr, learning_rate="constant", max_iter=8, tol=None, verbose=1).fit(X, y)
elif kind == "sgdc":
    X, y = load_digits(return_X_y=True)
    SGDClassifier(max_iter=5, tol=None, verbose=1, eta0=lr, learning_rate="constant").fit(X, y == 3)
