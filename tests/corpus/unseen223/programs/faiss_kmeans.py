"""Cluster scikit-learn's bundled digits with faiss' k-means (verbose: faiss prints each iteration)."""
import argparse
import numpy as np
import faiss
from sklearn.datasets import load_digits

p = argparse.ArgumentParser()
p.add_argument("--k", type=int, default=10)
p.add_argument("--niter", type=int, default=20)
p.add_argument("--scale", type=float, default=1.0)
a = p.parse_args()
X = np.ascontiguousarray(load_digits().data.astype(np.float32) * a.scale)
km = faiss.Kmeans(X.shape[1], a.k, niter=a.niter, verbose=True, seed=0)
km.train(X)
