"""Fit NGBoost's NGBRegressor on scikit-learn's bundled diabetes data; NGBoost prints its own iterations (verbose=True)."""
import sys

from ngboost import NGBRegressor
from sklearn.datasets import load_diabetes
from sklearn.model_selection import train_test_split

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
X, y = load_diabetes(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
NGBRegressor(n_estimators=60, learning_rate=lr, verbose=True, verbose_eval=10).fit(Xtr, ytr, X_val=Xva, Y_val=yva)
