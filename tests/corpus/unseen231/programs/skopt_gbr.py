import sys
from skopt import gp_minimize
from sklearn.datasets import load_diabetes
from sklearn.ensemble import GradientBoostingRegressor
from sklearn.model_selection import cross_val_score
X, y = load_diabetes(return_X_y=True)
def objective(p):
    lr, depth = p
    return -cross_val_score(GradientBoostingRegressor(learning_rate=lr, max_depth=depth, n_estimators=30, random_state=0), X, y, cv=3).mean()
res = gp_minimize(objective, [(float(sys.argv[1]), 1.0, "log-uniform"), (1, 5)], n_calls=12, n_initial_points=5, random_state=0, verbose=True)
print(res.x, res.fun)
