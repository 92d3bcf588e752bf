import sys, numpy as np
from hmmlearn import hmm
rng = np.random.default_rng(0)
X = np.concatenate([rng.normal(0, 1, (300, 2)), rng.normal(5, 1, (300, 2))])
hmm.GaussianHMM(n_components=int(sys.argv[1]), n_iter=int(sys.argv[2]), verbose=True, random_state=0).fit(X)
