from skopt import BayesSearchCV
from sklearn.datasets import fetch_california_housing
from sklearn.ensemble import HistGradientBoostingRegressor
X, y = fetch_california_housing(return_X_y=True)
BayesSearchCV(HistGradientBoostingRegressor(), {"learning_rate": (1e-3, 1.0, "log-uniform"), "max_leaf_nodes": (4, 64)}, n_iter=8, cv=3, verbose=2).fit(X, y)
