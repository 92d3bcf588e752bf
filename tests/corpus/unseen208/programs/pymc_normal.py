import sys, numpy as np, pymc as pm
y = np.random.default_rng(0).normal(2.0, 1.0, size=50)
if "--neg" in sys.argv:
    y[3] = -1.0
with pm.Model():
    mu = pm.Normal("mu", 0, 10)
    sigma = pm.HalfNormal("sigma", 5)
    (pm.HalfNormal if "--neg" in sys.argv else pm.Normal)("obs", **({"sigma": sigma} if "--neg" in sys.argv else {"mu": mu, "sigma": sigma}), observed=y)
    if "--map" in sys.argv:
        print(pm.find_MAP())
    else:
        idata = pm.sample(draws=200, tune=200, chains=1, cores=1, random_seed=0)
        print(pm.summary(idata) if False else idata.posterior["mu"].mean().item())
