import sys
from sklearn.datasets import load_diabetes
from sklearn.neural_network import MLPRegressor
X, y = load_diabetes(return_X_y=True)
MLPRegressor(hidden_layer_sizes=(64,), solver=sys.argv[1], learning_rate_init=float(sys.argv[2]), max_iter=30, verbose=True, random_state=0).fit(X, y)
