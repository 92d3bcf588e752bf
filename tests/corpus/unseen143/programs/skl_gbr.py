# scikit-learn's GradientBoostingRegressor with verbose=1 (its own table of train loss per iteration).
import argparse
from sklearn.datasets import load_diabetes
from sklearn.ensemble import GradientBoostingRegressor
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1); p.add_argument("--n", type=int, default=100); a = p.parse_args()
X, y = load_diabetes(return_X_y=True)
GradientBoostingRegressor(learning_rate=a.lr, n_estimators=a.n, subsample=0.8, verbose=1, random_state=0).fit(X, y)
