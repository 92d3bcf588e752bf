import numpy as np
from bayes_opt import BayesianOptimization
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Ridge
from sklearn.model_selection import cross_val_score
X, y = load_diabetes(return_X_y=True)
def target(log_alpha):
    return np.log(cross_val_score(Ridge(alpha=10 ** log_alpha), X, y, cv=3).mean() - 0.3)
opt = BayesianOptimization(target, {"log_alpha": (-4, 4)}, random_state=2, verbose=2)
opt.maximize(init_points=3, n_iter=6)
