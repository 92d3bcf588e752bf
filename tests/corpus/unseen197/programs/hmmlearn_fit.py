# hmmlearn's GaussianHMM.fit EM loop (verbose=True: its ConvergenceMonitor reports each iteration) on samples drawn from a 3-state HMM.
import numpy as np
from hmmlearn import hmm
gen = hmm.GaussianHMM(n_components=3, covariance_type="diag", random_state=0)
gen.startprob_ = np.array([0.6, 0.3, 0.1])
gen.transmat_ = np.array([[0.7, 0.2, 0.1], [0.3, 0.5, 0.2], [0.3, 0.3, 0.4]])
gen.means_ = np.array([[0.0], [3.0], [6.0]])
gen.covars_ = np.ones((3, 1))
X, _ = gen.sample(500)
hmm.GaussianHMM(n_components=3, n_iter=20, tol=1e-4, verbose=True, random_state=1).fit(X)
