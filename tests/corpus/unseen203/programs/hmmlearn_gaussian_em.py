# hmmlearn's GaussianHMM (verbose=True: its ConvergenceMonitor reports each EM iteration) on synthetic data.
import sys, numpy as np
from hmmlearn import hmm
rng = np.random.default_rng(0)
X = np.concatenate([rng.normal(0, 1, (200, 2)), rng.normal(5, 1, (200, 2))])
if len(sys.argv) > 1 and sys.argv[1] == "const": X[:, 1] = 1.0
hmm.GaussianHMM(n_components=3, covariance_type=sys.argv[2] if len(sys.argv) > 2 else "diag", min_covar=float(sys.argv[3]) if len(sys.argv) > 3 else 1e-3, n_iter=15, verbose=True, random_state=0).fit(X)
