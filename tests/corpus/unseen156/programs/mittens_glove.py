import sys, numpy as np
from mittens import GloVe
rng = np.random.default_rng(0)
X = rng.poisson(float(sys.argv[2]), size=(300, 300)).astype(float)
GloVe(n=20, max_iter=int(sys.argv[1]), learning_rate=float(sys.argv[3]), display_progress=10).fit(X)
