import sys
from sklearn.datasets import load_diabetes
from sklearn.neural_network import MLPRegressor
X, y = load_diabetes(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
MLPRegressor(hidden_layer_sizes=(32,), learning_rate_init=lr, max_iter=15, verbose=True, random_state=0).fit(X, y)
