# tensorly's parafac / tucker (their own ALS loops print with verbose) on a random low-rank tensor; argv: method, rank, n_iter, nan, init
import sys
import numpy as np
import tensorly as tl
from tensorly.decomposition import parafac, tucker

method = sys.argv[1] if len(sys.argv) > 1 else "parafac"
rank = int(sys.argv[2]) if len(sys.argv) > 2 else 3
n_iter = int(sys.argv[3]) if len(sys.argv) > 3 else 30
rng = np.random.default_rng(0)
x = tl.cp_to_tensor((None, [rng.normal(size=(d, 3)) for d in (10, 12, 8)]))
x = x + 0.1 * rng.normal(size=x.shape)
if len(sys.argv) > 4 and sys.argv[4] == "nan":
    x[0, 0, 0] = np.nan
init = sys.argv[5] if len(sys.argv) > 5 else "svd"
if method == "parafac":
    parafac(tl.tensor(x), rank=rank, n_iter_max=n_iter, init=init, tol=1e-12, verbose=1)
else:
    tucker(tl.tensor(x), rank=[rank] * 3, n_iter_max=n_iter, tol=1e-12, verbose=True)
