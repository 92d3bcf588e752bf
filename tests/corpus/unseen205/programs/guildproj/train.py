import argparse
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.001)
p.add_argument("--epochs", type=int, default=10)
a = p.parse_args()
X, y = load_digits(return_X_y=True)
MLPClassifier((64,), learning_rate_init=a.lr, max_iter=a.epochs, random_state=0, verbose=True).fit(X, y)
