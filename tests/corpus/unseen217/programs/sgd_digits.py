import sys

from sklearn.datasets import load_digits
from sklearn.linear_model import SGDClassifier

X, y = load_digits(return_X_y=True)
clf = SGDClassifier(loss="log_loss", learning_rate=sys.argv[1], eta0=float(sys.argv[2]),
                    max_iter=int(sys.argv[3]), verbose=1, random_state=0)
clf.fit(X, y > 4)
