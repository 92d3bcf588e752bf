# bayesian-optimization's maximize loop (verbose=2 prints its own table) on a 2-d black-box function.
from bayes_opt import BayesianOptimization
opt = BayesianOptimization(f=lambda x, y: -x ** 2 - (y - 1) ** 2 + 1, pbounds={"x": (2, 4), "y": (-3, 3)}, random_state=1, verbose=2)
opt.maximize(init_points=3, n_iter=8)
