import sys
import numpy as np
import pymc as pm
rng = np.random.default_rng(0)
x = rng.normal(size=100); y = 1.5 * x - 0.3 + rng.normal(scale=0.2, size=100)
with pm.Model():
    a = pm.Normal("a", 0, 5); b = pm.Normal("b", 0, 5)
    sigma = pm.HalfNormal("sigma", 1, initval=float(sys.argv[1]))
    pm.Normal("obs", a * x + b, sigma, observed=y)
    idata = pm.sample(draws=300, tune=300, chains=2, cores=1, random_seed=0)
print(pm.summary(idata))
