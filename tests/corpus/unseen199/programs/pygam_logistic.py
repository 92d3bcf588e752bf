import numpy as np
from pygam import LogisticGAM
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
gam = LogisticGAM(n_splines=25, lam=1e-6, max_iter=200, verbose=True).fit(X[:, :6], y)
print(gam.statistics_["loglikelihood"], gam.accuracy(X[:, :6], y))
