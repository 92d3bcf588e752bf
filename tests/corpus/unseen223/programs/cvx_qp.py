"""Fit a soft-margin linear SVM as a quadratic program with CVXOPT's solvers.qp (it prints its iterations)."""
import argparse
import numpy as np
from cvxopt import matrix, solvers
from sklearn.datasets import load_breast_cancer

p = argparse.ArgumentParser()
p.add_argument("--C", type=float, default=1.0)
p.add_argument("--n", type=int, default=200)
p.add_argument("--no-scale", action="store_true")
a = p.parse_args()
X, y = load_breast_cancer(return_X_y=True)
X, y = X[:a.n], np.where(y[:a.n] == 1, 1.0, -1.0)
if not a.no_scale:
    X = (X - X.mean(0)) / X.std(0)
n = len(y); K = (y[:, None] * X) @ (y[:, None] * X).T
sol = solvers.qp(matrix(K), matrix(-np.ones(n)),
                 matrix(np.vstack([-np.eye(n), np.eye(n)])), matrix(np.hstack([np.zeros(n), a.C * np.ones(n)])),
                 matrix(y[None, :]), matrix(0.0))
print(sol["status"])
