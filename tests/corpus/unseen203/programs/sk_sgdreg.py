# scikit-learn's SGDRegressor (verbose) on the bundled diabetes data, features as given.
import sys
from sklearn.datasets import load_diabetes
from sklearn.linear_model import SGDRegressor
X, y = load_diabetes(return_X_y=True)
SGDRegressor(eta0=float(sys.argv[1]), learning_rate="constant", max_iter=8, tol=None, verbose=1, random_state=0).fit(X * float(sys.argv[2]), y)
