import sys
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import SGDClassifier
X, y = load_breast_cancer(return_X_y=True)
eta0 = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
SGDClassifier(loss="log_loss", learning_rate="constant", eta0=eta0, max_iter=8, tol=None, verbose=1, random_state=0).fit(X, y)
