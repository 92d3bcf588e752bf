# NGBoost's own boosting loop (verbose) on the bundled diabetes data.
import argparse
from ngboost import NGBRegressor
from sklearn.datasets import load_diabetes
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.01); p.add_argument("--n", type=int, default=300); a = p.parse_args()
X, y = load_diabetes(return_X_y=True)
NGBRegressor(n_estimators=a.n, learning_rate=a.lr, verbose=True, verbose_eval=50, random_state=0).fit(X[:350], y[:350], X_val=X[350:], Y_val=y[350:])
