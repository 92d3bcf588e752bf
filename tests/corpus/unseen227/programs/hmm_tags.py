# hmmlearn's CategoricalHMM (its ConvergenceMonitor reports each EM iteration) on synthetic word-id sequences, an unsupervised tagger.
import argparse, numpy as np
from hmmlearn import hmm
p = argparse.ArgumentParser()
p.add_argument("--states", type=int, default=3)
p.add_argument("--iters", type=int, default=15)
p.add_argument("--init-params", default="ste")
a = p.parse_args()
rng = np.random.default_rng(0)
X = rng.integers(0, 20, (600, 1))
m = hmm.CategoricalHMM(n_components=a.states, n_iter=a.iters, tol=1e-9, verbose=True, random_state=0, init_params=a.init_params)
if "e" not in a.init_params:
    m.emissionprob_ = np.zeros((a.states, 20)); m.emissionprob_[:, :10] = 0.1  # half the vocabulary never emitted
m.fit(X, lengths=[20] * 30)
