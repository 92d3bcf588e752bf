import sys, numpy as np
from hmmlearn import hmm
rng = np.random.default_rng(0)
X = np.concatenate([rng.normal(m, 1, size=(100, 2)) for m in (0, 5, -5)])
if "--nan" in sys.argv:
    X[10, 0] = np.nan
model = hmm.GaussianHMM(n_components=3, n_iter=30, verbose=True, random_state=0)
model.fit(X)
print("converged:", model.monitor_.converged)
