# NGBoost's own boosting loop (verbose) on scikit-learn's bundled diabetes data.
import sys
from ngboost import NGBRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
NGBRegressor(n_estimators=int(sys.argv[1]), learning_rate=float(sys.argv[2]), verbose=True, verbose_eval=10).fit(X, y)
