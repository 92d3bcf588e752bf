import sys
from sklearn.datasets import load_diabetes
from sklearn.ensemble import GradientBoostingRegressor
X, y = load_diabetes(return_X_y=True)
loss = sys.argv[1] if len(sys.argv) > 1 else "squared_error"
reg = GradientBoostingRegressor(n_estimators=60, loss=loss, subsample=0.8, verbose=1, random_state=0)
reg.fit(X, y)
print("R2:", reg.score(X, y))
