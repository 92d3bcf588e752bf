import numpy as np
from glum import GeneralizedLinearRegressor
rng = np.random.default_rng(0)
X = rng.normal(size=(500, 5))
y = rng.poisson(np.exp(X @ [0.3, -0.2, 0.1, 0, 0.5]))
m = GeneralizedLinearRegressor(family="poisson", alpha=0.01, l1_ratio=0.5, verbose=True).fit(X, y)
print(m.coef_)
