import sys
import numpy as np
from glum import GeneralizedLinearRegressor
rng = np.random.default_rng(0)
X = rng.normal(size=(5000, 20))
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
y = rng.poisson(np.exp(X @ rng.normal(scale=scale, size=20)))
m = GeneralizedLinearRegressor(family="poisson", alpha=0.01, verbose=2, solver="irls-cd")
m.fit(X, y)
print("deviance explained", m.score(X, y))
