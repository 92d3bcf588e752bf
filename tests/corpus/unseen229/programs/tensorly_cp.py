"""CP decomposition of a small synthetic tensor with tensorly's parafac (verbose=1 prints its own iterations)."""
import sys

import numpy as np
import tensorly as tl
from tensorly.decomposition import parafac

rng = np.random.default_rng(0)
A, B, C = rng.random((20, 3)), rng.random((15, 3)), rng.random((10, 3))
X = tl.cp_to_tensor((np.ones(3), [A, B, C])) + 0.01 * rng.standard_normal((20, 15, 10))
if "--missing" in sys.argv:
    X[3, 4, 5] = np.nan  # one unrecorded entry, as in a sensor array
parafac(tl.tensor(X), rank=3, n_iter_max=15, tol=1e-12, init="random", random_state=0, verbose=1)
