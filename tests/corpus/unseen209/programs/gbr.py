import sys
from sklearn.datasets import load_diabetes
from sklearn.ensemble import GradientBoostingRegressor
X, y = load_diabetes(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
GradientBoostingRegressor(n_estimators=30, learning_rate=lr, verbose=1, random_state=0).fit(X, y)
