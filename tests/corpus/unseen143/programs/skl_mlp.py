# scikit-learn's MLPClassifier with verbose=True (its own loop prints each iteration).
import argparse
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=1e-3); p.add_argument("--iters", type=int, default=30); a = p.parse_args()
X, y = load_digits(return_X_y=True)
MLPClassifier(hidden_layer_sizes=(64,), learning_rate_init=a.lr, max_iter=a.iters, verbose=True, random_state=0).fit(X / 16, y)
