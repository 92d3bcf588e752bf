import sys, numpy as np, hdbscan
from sklearn.datasets import make_blobs
n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
X, _ = make_blobs(n_samples=n, centers=5, n_features=int(sys.argv[2]) if len(sys.argv) > 2 else 2, random_state=0)
if len(sys.argv) > 3 and sys.argv[3] == "nan": X[7, 0] = np.nan
c = hdbscan.HDBSCAN(min_cluster_size=int(sys.argv[4]) if len(sys.argv) > 4 else 15, core_dist_n_jobs=1, algorithm=sys.argv[5] if len(sys.argv) > 5 else "best").fit(X)
print("clusters:", c.labels_.max() + 1, "noise:", (c.labels_ == -1).sum())
print("relative validity:", c.relative_validity_ if hasattr(c, "relative_validity_") else None)
