import sys
from sklearn.datasets import load_diabetes
from sklearn.linear_model import SGDRegressor

X, y = load_diabetes(return_X_y=True, scaled=False)
eta0 = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
SGDRegressor(learning_rate="constant", eta0=eta0, max_iter=8, tol=None, verbose=1).fit(X, y)
