import sys
from openTSNE import TSNE
from sklearn.datasets import load_digits
X, _ = load_digits(return_X_y=True)
TSNE(n_iter=int(sys.argv[1]), learning_rate=float(sys.argv[2]), n_jobs=1, verbose=True, random_state=0).fit(X)
