import numpy as np
from pygam import LinearGAM
from sklearn.datasets import make_regression
X, y = make_regression(n_samples=20000, n_features=8, noise=5.0, random_state=0)
gam = LinearGAM(n_splines=30).gridsearch(X, y, lam=np.logspace(-3, 3, 40))
gam.summary()
