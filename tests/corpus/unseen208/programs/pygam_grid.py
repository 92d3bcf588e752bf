import numpy as np
from pygam import LinearGAM, s
rng = np.random.default_rng(0)
X = rng.uniform(-3, 3, size=(300, 2))
y = np.sin(X[:, 0]) + 0.3 * X[:, 1] + rng.normal(0, 0.2, 300)
gam = LinearGAM(s(0) + s(1)).gridsearch(X, y, lam=np.logspace(-3, 3, 7))
gam.summary()
