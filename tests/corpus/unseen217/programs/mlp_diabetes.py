import sys

from sklearn.datasets import load_diabetes
from sklearn.neural_network import MLPRegressor

X, y = load_diabetes(return_X_y=True)
MLPRegressor(hidden_layer_sizes=(32,), learning_rate_init=float(sys.argv[1]), solver="sgd",
             max_iter=int(sys.argv[2]), verbose=True, random_state=0).fit(X, y)
