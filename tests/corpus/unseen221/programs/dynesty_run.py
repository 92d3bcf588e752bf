import sys
import numpy as np
import dynesty
ndim = 3
def loglike(x):
    return -0.5 * np.sum((x / 0.1) ** 2) + (np.log(x[0]) if sys.argv[1] == "nan" else 0.0)
prior = lambda u: 10.0 * u - 5.0
s = dynesty.NestedSampler(loglike, prior, ndim, nlive=int(sys.argv[2]), rstate=np.random.default_rng(0))
s.run_nested(dlogz=0.5, print_progress=True)
s.results.summary()
