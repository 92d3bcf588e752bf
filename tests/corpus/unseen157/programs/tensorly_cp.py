import sys, numpy as np, tensorly as tl
from tensorly.decomposition import parafac
t = tl.tensor(np.random.default_rng(0).random((30, 20, 10)))
if len(sys.argv) > 2 and sys.argv[2] == "inf": t[0, 0, 0] = np.inf
parafac(t, rank=int(sys.argv[1]), n_iter_max=25, tol=0, verbose=int(sys.argv[3]) if len(sys.argv) > 3 else 1, init="random", random_state=0)
