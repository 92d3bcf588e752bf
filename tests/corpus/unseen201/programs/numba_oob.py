# A numba-jitted loop that writes past the end of its array (numba does no bounds checking by default).
import numpy as np
from numba import njit

@njit
def scatter(out, idx, val):
    for i in range(idx.shape[0]):
        out[idx[i]] += val[i]
    return out

idx = np.arange(0, 4_000_000_000, 40_000, dtype=np.int64)  # indices meant for a 4e9-cell grid
print(scatter(np.zeros(1000), idx, np.ones(idx.shape[0]))[:5])
