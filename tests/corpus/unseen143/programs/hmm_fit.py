# hmmlearn's GaussianHMM EM loop with verbose=True (its ConvergenceMonitor reports each iteration) on synthetic sequences.
import argparse, numpy as np
from hmmlearn import hmm
p = argparse.ArgumentParser(); p.add_argument("--states", type=int, default=3); p.add_argument("--iter", type=int, default=30); p.add_argument("--cov", default="full"); p.add_argument("--n", type=int, default=500); a = p.parse_args()
rng = np.random.default_rng(0)
X = np.concatenate([rng.normal(m, 1.0, size=(a.n, 2)) for m in (-4, 0, 4)])
hmm.GaussianHMM(n_components=a.states, covariance_type=a.cov, n_iter=a.iter, verbose=True, random_state=0).fit(X)
