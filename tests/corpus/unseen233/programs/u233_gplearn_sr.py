import sys
import numpy as np
from gplearn.genetic import SymbolicRegressor
rng = np.random.RandomState(0)
X = rng.uniform(-1, 1, (200, 2)); y = X[:, 0] ** 2 - X[:, 1] ** 2 + X[:, 1] - 1
if len(sys.argv) > 1 and sys.argv[1] == "nan":
    X[5, 0] = np.nan
SymbolicRegressor(population_size=500, generations=int(sys.argv[2]) if len(sys.argv) > 2 else 8, p_crossover=0.7, verbose=1, random_state=0).fit(X, y)
