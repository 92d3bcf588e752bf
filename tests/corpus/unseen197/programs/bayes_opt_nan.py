# bayesian-optimization's maximize loop (verbose=2) on a log-likelihood-like target that is log(0) at part of its domain.
import numpy as np
from bayes_opt import BayesianOptimization
opt = BayesianOptimization(f=lambda x: float(np.log(max(x, 0.0))), pbounds={"x": (-1, 3)}, random_state=2, verbose=2)
opt.maximize(init_points=4, n_iter=4)
