"""Embed scikit-learn's bundled digits with TriMap (verbose: TriMap prints its iterations)."""
import argparse
import numpy as np
import trimap
from sklearn.datasets import load_digits

p = argparse.ArgumentParser()
p.add_argument("--n-iters", type=int, default=400)
p.add_argument("--lr", type=float, default=0.1)
a = p.parse_args()
X = load_digits().data.astype(np.float32)
Y = trimap.TRIMAP(n_iters=a.n_iters, lr=a.lr, verbose=True).fit_transform(X)
