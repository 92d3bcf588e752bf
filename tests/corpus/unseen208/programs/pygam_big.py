import numpy as np
from pygam import LinearGAM, s
rng = np.random.default_rng(0)
X = rng.uniform(-3, 3, size=(200000, 4))
y = np.sin(X[:, 0]) + rng.normal(0, 0.2, 200000)
LinearGAM(s(0, n_splines=200) + s(1, n_splines=200) + s(2, n_splines=200) + s(3, n_splines=200), verbose=True).fit(X, y).summary()
