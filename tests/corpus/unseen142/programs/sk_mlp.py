"""scikit-learn: MLPClassifier(verbose=True) on the digits data; its solver prints the loss per iteration."""
import sys
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
x, y = load_digits(return_X_y=True)
clf = MLPClassifier(hidden_layer_sizes=(64,), learning_rate_init=lr, max_iter=30, verbose=True, random_state=0, early_stopping=True)
clf.fit(x / 16.0, y)
