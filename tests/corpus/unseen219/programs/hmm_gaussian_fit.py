# hmmlearn's GaussianHMM fitted on synthetic sequences sampled from another HMM; verbose fit reports EM
import sys, numpy as np
from hmmlearn import hmm
gen = hmm.GaussianHMM(n_components=3, random_state=0); gen.startprob_ = np.array([.6, .3, .1])
gen.transmat_ = np.array([[.7, .2, .1], [.3, .5, .2], [.3, .3, .4]]); gen.means_ = np.array([[0.], [3.], [6.]]); gen.covars_ = np.ones((3, 1))
X, _ = gen.sample(500)
hmm.GaussianHMM(n_components=int(sys.argv[1]) if len(sys.argv) > 1 else 3, n_iter=20, verbose=True, random_state=1).fit(X)
