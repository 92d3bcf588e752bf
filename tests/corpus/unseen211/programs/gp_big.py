import numpy as np
from gplearn.genetic import SymbolicRegressor
rng = np.random.default_rng(0)
X = rng.uniform(-1, 1, (400000, 20))
y = X[:, 0] ** 2 - X[:, 1]
SymbolicRegressor(population_size=2000, generations=5, verbose=1, random_state=0).fit(X, y)
