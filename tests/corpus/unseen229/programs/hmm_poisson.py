"""Fit hmmlearn's PoissonHMM to synthetic event counts; its ConvergenceMonitor prints the EM iterations (verbose=True)."""
import sys

import numpy as np
from hmmlearn import hmm

rng = np.random.default_rng(2)
X = np.concatenate([rng.poisson(lam, size=(150, 1)) for lam in (1, 8, 1, 20)])
if "--with-missing" in sys.argv:
    X = X.astype(float)
    X[40] = np.nan  # a day the counter was offline
hmm.PoissonHMM(n_components=3, n_iter=8, verbose=True, random_state=0).fit(X)
