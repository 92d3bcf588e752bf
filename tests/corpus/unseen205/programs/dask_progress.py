import sys
import dask.array as da
from dask.diagnostics import ProgressBar

n = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
x = da.random.random((n, n), chunks=(1000, 1000))
with ProgressBar():
    u, s, v = da.linalg.svd_compressed(x, k=10, seed=0)
    print(s.compute()[:3])
