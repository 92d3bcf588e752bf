import numpy as np
from sklearn.metrics import pairwise_distances

X = np.random.default_rng(0).normal(size=(60000, 32))
D = pairwise_distances(X, n_jobs=1)
print(D.mean())
