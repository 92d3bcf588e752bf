import sys

from sklearn.datasets import load_diabetes
from sklearn.linear_model import SGDRegressor

X, y = load_diabetes(return_X_y=True, scaled=False)
SGDRegressor(eta0=float(sys.argv[1]), learning_rate="constant", max_iter=20, verbose=1).fit(X, y)
