import sys

import numpy as np
import tensorly as tl
from tensorly.decomposition import parafac

rng = np.random.default_rng(0)
t = rng.random((20, 15, 10))
if len(sys.argv) > 2:
    t[3, 4, 5] = float(sys.argv[2])  # a cell read as NaN/inf from the source file
parafac(tl.tensor(t), rank=int(sys.argv[1]), n_iter_max=30, init="random", random_state=0, verbose=1, tol=1e-9)
