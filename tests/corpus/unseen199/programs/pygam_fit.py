import numpy as np
from pygam import LinearGAM
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
gam = LinearGAM(n_splines=10).gridsearch(X[:, :4], y, lam=np.logspace(-3, 3, 7))
gam.summary()
