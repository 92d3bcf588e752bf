import sys
from ngboost import NGBRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
NGBRegressor(n_estimators=int(sys.argv[2]), learning_rate=float(sys.argv[1]), verbose_eval=int(sys.argv[3]), random_state=0).fit(X[:350], y[:350], X_val=X[350:], Y_val=y[350:])
