import sys
from ngboost import NGBRegressor
from sklearn.datasets import load_diabetes
lr = float(sys.argv[1])
X, y = load_diabetes(return_X_y=True)
NGBRegressor(n_estimators=int(sys.argv[2]), learning_rate=lr, verbose_eval=10).fit(X[::2], y[::2], X_val=X[1::2], Y_val=y[1::2], early_stopping_rounds=int(sys.argv[3]) if len(sys.argv) > 3 else None)
