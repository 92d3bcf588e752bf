import sys, numpy as np, tensorly as tl
from tensorly.decomposition import parafac
X = tl.tensor(np.random.default_rng(0).random((20, 20, 20)) * float(sys.argv[2]))
parafac(X, rank=int(sys.argv[1]), n_iter_max=int(sys.argv[3]), init="random", verbose=int(sys.argv[4]), tol=0)
