import sys
from tslearn.svm import TimeSeriesSVC
from tslearn.generators import random_walk_blobs
X, y = random_walk_blobs(n_ts_per_blob=20, sz=32, d=1, n_blobs=2, random_state=0)
TimeSeriesSVC(kernel="gak", gamma=float(sys.argv[1]) if len(sys.argv) > 1 else 0.1, verbose=True).fit(X, y)
