"""Train faiss k-means (the coarse quantizer of an IVF index) on synthetic vectors; faiss prints its own iterations."""
import argparse

import faiss
from faiss.contrib import datasets

p = argparse.ArgumentParser()
p.add_argument("--d", type=int, default=32)
p.add_argument("--nt", type=int, default=20000)
p.add_argument("--k", type=int, default=256)
p.add_argument("--niter", type=int, default=20)
a = p.parse_args()

ds = datasets.SyntheticDataset(a.d, a.nt, 0, 0)
km = faiss.Kmeans(a.d, a.k, niter=a.niter, verbose=True, seed=1234)
km.train(ds.get_train())
