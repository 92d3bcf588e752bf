import sys
from sklearn.datasets import load_digits
from sklearn.manifold import TSNE
X, _ = load_digits(return_X_y=True)
TSNE(n_components=2, perplexity=float(sys.argv[1]) if len(sys.argv) > 1 else 30, max_iter=300, verbose=2, random_state=0).fit_transform(X[:600])
