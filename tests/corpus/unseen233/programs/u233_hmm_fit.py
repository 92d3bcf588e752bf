import sys
import numpy as np
from hmmlearn import hmm
rng = np.random.RandomState(0)
X = np.concatenate([rng.normal(0, 1, (300, 2)), rng.normal(5, 1, (300, 2))])
if len(sys.argv) > 1:
    X[:, 1] = 1.0
hmm.GaussianHMM(n_components=3, covariance_type=sys.argv[1] if len(sys.argv) > 1 else "diag", n_iter=20, verbose=True, random_state=0).fit(X)
