"""Fit a soft-margin linear SVM as a QP with PIQP's dense solver (verbose: PIQP prints its iterations)."""
import argparse
import numpy as np
import piqp
from sklearn.datasets import load_breast_cancer

p = argparse.ArgumentParser()
p.add_argument("--C", type=float, default=1.0)
p.add_argument("--n", type=int, default=200)
a = p.parse_args()
X, y = load_breast_cancer(return_X_y=True)
X, y = X[:a.n], np.where(y[:a.n] == 1, 1.0, -1.0)
X = (X - X.mean(0)) / X.std(0)
n = len(y); K = (y[:, None] * X) @ (y[:, None] * X).T
solver = piqp.DenseSolver()
solver.settings.verbose = True
solver.setup(K + 1e-8 * np.eye(n), -np.ones(n), y[None, :], np.array([0.0]), None, None, np.zeros(n), a.C * np.ones(n))
status = solver.solve()
