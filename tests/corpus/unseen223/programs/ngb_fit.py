"""Fit NGBoost on scikit-learn's bundled diabetes data (NGBoost prints its iterations)."""
import argparse
from ngboost import NGBRegressor
from sklearn.datasets import load_diabetes
from sklearn.model_selection import train_test_split

p = argparse.ArgumentParser()
p.add_argument("--n-estimators", type=int, default=300)
p.add_argument("--lr", type=float, default=0.01)
a = p.parse_args()
X, y = load_diabetes(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
NGBRegressor(n_estimators=a.n_estimators, learning_rate=a.lr, verbose_eval=50, random_state=0).fit(Xtr, ytr, X_val=Xva, Y_val=yva)
