import sys
from sklearn.datasets import load_digits
from sklearn.linear_model import SGDClassifier
X, y = load_digits(return_X_y=True)
SGDClassifier(loss=sys.argv[1], learning_rate="constant", eta0=float(sys.argv[2]), max_iter=8, tol=None, verbose=1, random_state=0).fit(X, y == 3)
