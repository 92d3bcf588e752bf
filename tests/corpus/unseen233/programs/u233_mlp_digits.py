import sys
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier
X, y = load_digits(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.001
MLPClassifier(hidden_layer_sizes=(64,), learning_rate_init=lr, max_iter=15, verbose=True, random_state=0).fit(X, y)
