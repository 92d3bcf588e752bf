import sys
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier
X, y = load_digits(return_X_y=True)
MLPClassifier(hidden_layer_sizes=(32,), max_iter=int(sys.argv[2]), learning_rate_init=float(sys.argv[1]),
              solver="sgd", momentum=0.9, verbose=True, random_state=0).fit(X, y)
