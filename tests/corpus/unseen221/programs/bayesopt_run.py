import sys
import numpy as np
from bayes_opt import BayesianOptimization
def target(x, y):
    return -(x - 1) ** 2 - (y + 0.5) ** 2 + np.log(x + float(sys.argv[1]))
opt = BayesianOptimization(f=target, pbounds={"x": (-2, 3), "y": (-3, 3)}, random_state=1, verbose=2)
opt.maximize(init_points=3, n_iter=int(sys.argv[2]))
print(opt.max)
