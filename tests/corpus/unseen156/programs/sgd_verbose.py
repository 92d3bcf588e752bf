import sys
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import SGDClassifier
X, y = load_breast_cancer(return_X_y=True)
SGDClassifier(loss="log_loss", learning_rate="constant", eta0=float(sys.argv[1]), max_iter=int(sys.argv[2]), tol=None, verbose=1, random_state=0).fit(X, y)
