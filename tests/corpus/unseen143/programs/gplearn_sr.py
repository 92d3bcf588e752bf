# gplearn's SymbolicRegressor with verbose=1 (its own table per generation) on a synthetic target.
import argparse, numpy as np
from gplearn.genetic import SymbolicRegressor
p = argparse.ArgumentParser(); p.add_argument("--gens", type=int, default=10); p.add_argument("--functions", default="add,sub,mul,div"); p.add_argument("--pop", type=int, default=500); a = p.parse_args()
rng = np.random.default_rng(0); X = rng.uniform(-1, 1, (200, 2)); y = X[:, 0] ** 2 - X[:, 1] ** 2 + X[:, 1] - 1
SymbolicRegressor(population_size=a.pop, generations=a.gens, function_set=a.functions.split(","), verbose=1, random_state=0, n_jobs=1).fit(X, y)
