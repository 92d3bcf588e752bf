import sys
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier
X, y = load_digits(return_X_y=True)
MLPClassifier(hidden_layer_sizes=(64,), solver="sgd", learning_rate_init=float(sys.argv[1]), max_iter=15, verbose=True, random_state=0).fit(X / 16, y)
