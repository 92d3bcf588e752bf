import sys, numpy as np
from kmodes.kmodes import KModes
rng = np.random.default_rng(0); X = rng.integers(0, 5, size=(int(sys.argv[2]) if len(sys.argv) > 2 else 600, 8))
KModes(n_clusters=int(sys.argv[1]), init="Huang", n_init=2, verbose=1, random_state=0).fit(X)
