import numpy as np
from glum import GeneralizedLinearRegressor
rng = np.random.default_rng(0)
X = rng.standard_normal((200000, 300))
y = rng.poisson(np.exp(X[:, :5].sum(1) * 0.1))
GeneralizedLinearRegressor(family="poisson", alpha=0.01, verbose=1).fit(X, y)
