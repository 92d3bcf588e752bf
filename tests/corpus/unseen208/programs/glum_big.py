import numpy as np
from glum import GeneralizedLinearRegressor
rng = np.random.default_rng(0)
X = rng.normal(size=(500, 5)) * 1e3
y = rng.poisson(3.0, size=500)
m = GeneralizedLinearRegressor(family="poisson", alpha=0.0, verbose=True, max_iter=20).fit(X, y)
print(m.coef_)
