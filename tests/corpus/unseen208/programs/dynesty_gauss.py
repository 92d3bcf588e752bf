import sys, numpy as np, dynesty
ndim = 2
def loglike(x):
    return -0.5 * np.sum(x ** 2) if "--nan" not in sys.argv else -0.5 * np.sum(x ** 2) + np.log(x[0])
def prior_transform(u):
    return 20.0 * u - 10.0
sampler = dynesty.NestedSampler(loglike, prior_transform, ndim, nlive=100, rstate=np.random.default_rng(0))
sampler.run_nested(dlogz=0.5, print_progress=True)
