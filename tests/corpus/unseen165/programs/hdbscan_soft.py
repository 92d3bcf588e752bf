import sys, numpy as np, hdbscan
from sklearn.datasets import make_blobs
X, _ = make_blobs(n_samples=int(sys.argv[1]), centers=4, random_state=3)
c = hdbscan.HDBSCAN(min_cluster_size=int(sys.argv[2]), prediction_data=True, gen_min_span_tree=True).fit(X)
print("DBCV relative_validity:", c.relative_validity_)
print(c.condensed_tree_.to_pandas().tail(3))
soft = hdbscan.all_points_membership_vectors(c)
print("membership shape:", soft.shape)
