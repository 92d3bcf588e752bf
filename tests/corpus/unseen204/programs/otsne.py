import sys
from sklearn.datasets import load_digits
from openTSNE import TSNE
X, y = load_digits(return_X_y=True)
TSNE(n_iter=300, learning_rate=float(sys.argv[1]) if len(sys.argv) > 1 else "auto", verbose=True, random_state=0, n_jobs=1).fit(X[:600])
