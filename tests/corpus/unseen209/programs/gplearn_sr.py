import sys
import numpy as np
from gplearn.genetic import SymbolicRegressor
rng = np.random.RandomState(0)
X = rng.uniform(-1, 1, (200, 2)); y = X[:, 0] ** 2 - X[:, 1] ** 2 + X[:, 1] - 1
fs = sys.argv[1].split(",") if len(sys.argv) > 1 else ("add", "sub", "mul", "div")
SymbolicRegressor(population_size=500, generations=8, function_set=fs, max_samples=0.9, verbose=1, random_state=0, n_jobs=1).fit(X, y)
