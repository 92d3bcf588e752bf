import sys
import numpy as np
from kmodes.kmodes import KModes
rng = np.random.default_rng(0)
X = rng.integers(0, 5, size=(300, 8))
init = sys.argv[1] if len(sys.argv) > 1 else "Huang"
KModes(n_clusters=4, init=init, n_init=2, verbose=1, random_state=0).fit(X)
