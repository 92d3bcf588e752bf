import sys
from zoopt import Dimension, Objective, Parameter, Opt
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Ridge
from sklearn.model_selection import cross_val_score
X, y = load_diabetes(return_X_y=True)
def loss(sol):
    return -cross_val_score(Ridge(alpha=10 ** sol.get_x()[0]), X, y, cv=3).mean()
Opt.min(Objective(loss, Dimension(1, [[-6, 3]], [True])), Parameter(budget=int(sys.argv[1]), intermediate_result=True, intermediate_freq=5))
