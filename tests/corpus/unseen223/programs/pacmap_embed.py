"""Embed scikit-learn's bundled digits with PaCMAP (verbose: PaCMAP prints its iterations)."""
import argparse
import numpy as np
import pacmap
from sklearn.datasets import load_digits

p = argparse.ArgumentParser()
p.add_argument("--n-neighbors", type=int, default=10)
p.add_argument("--lr", type=float, default=1.0)
p.add_argument("--num-iters", type=int, default=450)
a = p.parse_args()
X = load_digits().data.astype(np.float32)
emb = pacmap.PaCMAP(n_components=2, n_neighbors=a.n_neighbors, lr=a.lr, num_iters=a.num_iters, verbose=True, random_state=0)
Y = emb.fit_transform(X)
