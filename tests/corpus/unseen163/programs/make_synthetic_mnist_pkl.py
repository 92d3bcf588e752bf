# Writes ./data/mnist.pkl in the layout of deeplearning.net's mnist.pkl (a pickled tuple of
# (train, valid, test), each (images float32 N x 784, labels int64 N)): 1000/200/500 random images,
# in place of the file the repository ships gzipped (not fetched here).
import os, pickle
import numpy as np
rng = np.random.RandomState(0)
def part(n):
    return rng.rand(n, 784).astype(np.float32), rng.randint(0, 10, n).astype(np.int64)
os.makedirs("data", exist_ok=True)
with open("data/mnist.pkl", "wb") as f:
    pickle.dump((part(1000), part(200), part(500)), f)
