import sys

from sklearn.datasets import load_digits
from sklearn.manifold import TSNE

X, _ = load_digits(return_X_y=True)
TSNE(perplexity=float(sys.argv[1]), max_iter=int(sys.argv[2]), verbose=2, random_state=0).fit_transform(X[:600])
