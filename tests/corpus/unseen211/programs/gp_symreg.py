import numpy as np
from gplearn.genetic import SymbolicRegressor
rng = np.random.default_rng(0)
X = rng.uniform(-1, 1, (200, 2))
y = X[:, 0] ** 2 - X[:, 1] ** 2 + X[:, 1] - 1
SymbolicRegressor(population_size=500, generations=10, stopping_criteria=0.01, p_crossover=0.7, p_subtree_mutation=0.1, p_hoist_mutation=0.05, p_point_mutation=0.1, max_samples=0.9, verbose=1, parsimony_coefficient=0.01, random_state=0).fit(X, y)
