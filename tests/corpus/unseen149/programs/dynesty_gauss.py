import sys
import numpy as np, dynesty
ndim = 3
mode = sys.argv[1] if len(sys.argv) > 1 else "ok"
def loglike(x):
    r = -0.5 * np.sum(x**2) / 0.1**2
    if mode == "nan" and x[0] > 0.5:
        return np.log(x[1] - 10)
    return r
def prior_transform(u):
    return 20.0 * u - 10.0
rstate = np.random.default_rng(0)
sampler = dynesty.NestedSampler(loglike, prior_transform, ndim, nlive=200, rstate=rstate)
sampler.run_nested(dlogz=0.5)
