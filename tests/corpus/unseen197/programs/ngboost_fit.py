# NGBoost's boosting loop (verbose, it prints every verbose_eval iterations) on the bundled diabetes data.
import sys
from sklearn.datasets import load_diabetes
from ngboost import NGBRegressor
X, y = load_diabetes(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
NGBRegressor(n_estimators=60, learning_rate=lr, verbose=True, verbose_eval=10, random_state=0).fit(X[:350], y[:350], X_val=X[350:], Y_val=y[350:])
