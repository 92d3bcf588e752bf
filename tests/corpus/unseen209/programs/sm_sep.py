import numpy as np
import statsmodels.api as sm
rng = np.random.default_rng(0)
x = rng.normal(size=200)
y = (x > 0).astype(float)
print(sm.Logit(y, sm.add_constant(x)).fit(method="newton", maxiter=30).summary())
