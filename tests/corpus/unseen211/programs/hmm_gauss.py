import sys
import numpy as np
from hmmlearn import hmm
rng = np.random.default_rng(0)
X = np.concatenate([rng.normal(0, 1, (200, 2)), rng.normal(4, 1, (200, 2))])
if len(sys.argv) > 1 and sys.argv[1] == "nan":
    X[17, 1] = np.nan
hmm.GaussianHMM(n_components=3, n_iter=15, verbose=True, random_state=0).fit(X)
