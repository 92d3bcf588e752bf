import sys, math
from bayes_opt import BayesianOptimization
def f(x, y):
    return -((y - 5.1 / (4 * math.pi ** 2) * x ** 2 + 5 / math.pi * x - 6) ** 2 + 10 * (1 - 1 / (8 * math.pi)) * math.cos(x) + 10)
bo = BayesianOptimization(f=f, pbounds={"x": (-5, 10), "y": (0, 15)}, verbose=2, random_state=1)
bo.maximize(init_points=3, n_iter=int(sys.argv[1]) if len(sys.argv) > 1 else 10)
