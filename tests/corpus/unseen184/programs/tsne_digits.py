"""Embed scikit-learn's bundled digits with t-SNE; scikit-learn's verbose output does the printing."""
import argparse

from sklearn.datasets import load_digits
from sklearn.manifold import TSNE

p = argparse.ArgumentParser()
p.add_argument("--lr", default="auto")
p.add_argument("--perplexity", type=float, default=30.0)
p.add_argument("--max-iter", type=int, default=500)
a = p.parse_args()

X, _ = load_digits(return_X_y=True)
lr = a.lr if a.lr == "auto" else float(a.lr)
TSNE(n_components=2, perplexity=a.perplexity, learning_rate=lr, max_iter=a.max_iter, init="pca",
     random_state=0, verbose=2).fit_transform(X)
