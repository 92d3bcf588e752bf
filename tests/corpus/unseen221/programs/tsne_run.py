import sys
from sklearn.datasets import load_digits
from sklearn.manifold import TSNE
X, _ = load_digits(return_X_y=True)
TSNE(n_components=2, learning_rate=float(sys.argv[1]), max_iter=300, verbose=2, random_state=0, init="random").fit(X[:600])
