import sys
import numpy as np
import dynesty
ndim = int(sys.argv[2])
loglike = lambda x: -0.5 * np.sum((x / 0.1) ** 2)
prior = lambda u: (10.0 * u - 5.0)[: int(sys.argv[3])]
s = dynesty.NestedSampler(loglike, prior, ndim, nlive=200, rstate=np.random.default_rng(0))
s.run_nested(dlogz=0.5, print_progress=True, checkpoint_file=sys.argv[1], checkpoint_every=0.5)
