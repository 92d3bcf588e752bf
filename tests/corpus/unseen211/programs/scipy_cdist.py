import numpy as np
from scipy.spatial.distance import cdist
rng = np.random.default_rng(0)
A = rng.normal(size=(60000, 16))
D = cdist(A, A, "euclidean")
print(D.mean())
