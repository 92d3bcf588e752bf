import sys
import numpy as np
import dynesty
def loglike(x):
    return -0.5 * np.sum((x / 0.1) ** 2)
def prior(u):
    return 10.0 * u - 5.0
s = dynesty.NestedSampler(loglike, prior, int(sys.argv[2]), nlive=int(sys.argv[3]), rstate=np.random.default_rng(0))
s.run_nested(dlogz=0.5, print_progress=True, checkpoint_file=sys.argv[1], checkpoint_every=0.5)
