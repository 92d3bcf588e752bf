# hmmlearn's GaussianHMM fit on a series with one missing value (NaN)
import numpy as np
from hmmlearn import hmm
rng = np.random.RandomState(0)
X = rng.normal(0, 1, (500, 2)); X[137, 1] = np.nan
hmm.GaussianHMM(n_components=2, n_iter=10, verbose=True).fit(X)
