import sys
from sklearn.neural_network import MLPRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.001
MLPRegressor(hidden_layer_sizes=(32,), learning_rate_init=lr, max_iter=30, verbose=True, random_state=0).fit(X, y)
