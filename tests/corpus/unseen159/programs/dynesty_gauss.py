# dynesty static nested sampling of a 3-d Gaussian likelihood with a uniform prior; argv: nlive [nan]
import sys, numpy as np, dynesty
def loglike(x):
    if sys.argv[2:] == ["nan"] and x[0] > 0.5:
        return np.nan
    return -0.5 * np.sum((x / 0.1) ** 2)
prior = lambda u: 10.0 * u - 5.0
sampler = dynesty.NestedSampler(loglike, prior, 3, nlive=int(sys.argv[1]), rstate=np.random.default_rng(0))
sampler.run_nested(dlogz=0.5)
print(sampler.results.summary())
