import sys, numpy as np
from joblib import Parallel, delayed
def work(i, n): return float(np.ones((n, n)).sum())
n = int(sys.argv[1])
print(sum(Parallel(n_jobs=2, verbose=10, backend=sys.argv[2])(delayed(work)(i, n) for i in range(12))))
