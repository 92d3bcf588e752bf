"""Train a faiss IVF-PQ index on synthetic vectors (verbose: faiss prints its quantizers' training)."""
import argparse
import numpy as np
import faiss

p = argparse.ArgumentParser()
p.add_argument("--n", type=int, default=20000)
p.add_argument("--nlist", type=int, default=64)
p.add_argument("--m", type=int, default=8)
a = p.parse_args()
xb = np.random.default_rng(0).standard_normal((a.n, 32)).astype("float32")
index = faiss.IndexIVFPQ(faiss.IndexFlatL2(32), 32, a.nlist, a.m, 8)
index.verbose = True
index.cp.niter = 10
index.cp.verbose = True
index.pq.verbose = True
index.train(xb)
