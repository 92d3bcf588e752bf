import sys, numpy as np, faiss
x = np.random.default_rng(0).normal(size=(20000, 32)).astype("float32")
if len(sys.argv) > 2: x[::50, 3] = np.nan
faiss.Kmeans(32, int(sys.argv[1]), niter=15, verbose=True, seed=1).train(x)
