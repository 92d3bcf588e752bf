import sys
from sklearn.datasets import load_diabetes
from sklearn.linear_model import SGDRegressor
X, y = load_diabetes(return_X_y=True)
SGDRegressor(eta0=float(sys.argv[1]), max_iter=int(sys.argv[2]), learning_rate="constant", verbose=1, random_state=0).fit(X * 100, y)
