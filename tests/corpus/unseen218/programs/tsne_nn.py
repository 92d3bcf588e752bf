import sys
from openTSNE import TSNE
from sklearn.datasets import load_digits
X, _ = load_digits(return_X_y=True)
TSNE(neighbors=sys.argv[1], n_jobs=1, verbose=True, random_state=0).fit(X)
