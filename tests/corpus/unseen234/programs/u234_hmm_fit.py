# hmmlearn's GaussianHMM fit with verbose=True (its ConvergenceMonitor prints)
import numpy as np
from hmmlearn import hmm
rng = np.random.RandomState(0)
X = np.concatenate([rng.normal(0, 1, (300, 2)), rng.normal(4, 1, (300, 2))])
hmm.GaussianHMM(n_components=3, n_iter=25, tol=1e-6, verbose=True, random_state=0).fit(X)
