# TensorLy's CP decomposition (parafac, verbose=1 prints its reconstruction error each iteration) of a random low-rank tensor.
import sys
import numpy as np
import tensorly as tl
from tensorly.decomposition import parafac
rank = int(sys.argv[1]) if len(sys.argv) > 1 else 3
rng = np.random.RandomState(1)
t = tl.cp_to_tensor((None, [rng.rand(12, 3), rng.rand(10, 3), rng.rand(8, 3)]))
parafac(tl.tensor(t + 0.05 * rng.rand(*t.shape)), rank=rank, n_iter_max=15, init="random", random_state=0, verbose=1)
