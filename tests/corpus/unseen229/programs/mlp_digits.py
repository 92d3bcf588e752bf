"""Fit scikit-learn's MLPClassifier on the bundled digits; the estimator prints its own log (verbose=True)."""
import argparse

from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--iters", type=int, default=20)
p.add_argument("--early-stopping", action="store_true")
a = p.parse_args()
X, y = load_digits(return_X_y=True)
clf = MLPClassifier(hidden_layer_sizes=(64,), learning_rate_init=a.lr, max_iter=a.iters,
                    early_stopping=a.early_stopping, verbose=True, random_state=0)
clf.fit(X, y)
