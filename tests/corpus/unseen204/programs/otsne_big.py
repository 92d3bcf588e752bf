import sys, numpy as np
from openTSNE import TSNE
X = np.random.default_rng(0).normal(size=(int(sys.argv[1]), 64))
TSNE(n_iter=100, verbose=True, random_state=0, n_jobs=1, negative_gradient_method="bh").fit(X)
