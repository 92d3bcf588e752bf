# mlxtend's Adaline and LogisticRegression classifiers with print_progress (their own loop prints cost per epoch) on the bundled iris data.
import argparse, numpy as np
from mlxtend.classifier import Adaline, LogisticRegression
from sklearn.datasets import load_iris
p = argparse.ArgumentParser(); p.add_argument("--eta", type=float, default=0.01); p.add_argument("--epochs", type=int, default=30); p.add_argument("--model", default="adaline"); a = p.parse_args()
X, y = load_iris(return_X_y=True); X, y = X[y < 2][:, [0, 2]], y[y < 2]
cls = Adaline if a.model == "adaline" else LogisticRegression
cls(eta=a.eta, epochs=a.epochs, minibatches=1, random_seed=1, print_progress=3).fit(X, y)
print()
