# bayesian-optimization's BayesianOptimization.maximize (its own table of iterations) on an analytic function.
import argparse, math
from bayes_opt import BayesianOptimization
p = argparse.ArgumentParser(); p.add_argument("--iter", type=int, default=10); p.add_argument("--sqrt", action="store_true"); a = p.parse_args()
def f(x, y):
    v = -x ** 2 - (y - 1) ** 2 + 1
    return math.sqrt(v) if a.sqrt else v
BayesianOptimization(f=f, pbounds={"x": (2, 4), "y": (-3, 3)}, random_state=1, verbose=2).maximize(init_points=3, n_iter=a.iter)
