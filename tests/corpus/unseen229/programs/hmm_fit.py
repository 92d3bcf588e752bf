"""Fit hmmlearn's GaussianHMM to synthetic regime data; its ConvergenceMonitor prints the EM iterations (verbose=True)."""
import numpy as np
from hmmlearn import hmm

rng = np.random.default_rng(1)
X = np.concatenate([rng.normal(m, 1.0, size=(200, 2)) for m in (0.0, 4.0, -3.0, 0.0, 4.0)])
hmm.GaussianHMM(n_components=3, n_iter=12, tol=1e-6, verbose=True, random_state=0).fit(X)
