from sklearn.datasets import fetch_california_housing
from sklearn.ensemble import HistGradientBoostingRegressor
X, y = fetch_california_housing(return_X_y=True)
HistGradientBoostingRegressor(max_iter=30, early_stopping=True, verbose=1).fit(X, y)
