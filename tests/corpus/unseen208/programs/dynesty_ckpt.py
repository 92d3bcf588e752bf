import sys, numpy as np, dynesty
sampler = dynesty.NestedSampler(lambda x: -0.5 * np.sum(x ** 2), lambda u: 20.0 * u - 10.0, 3, nlive=200, rstate=np.random.default_rng(0))
sampler.run_nested(dlogz=0.5, print_progress=True, checkpoint_file=sys.argv[1], checkpoint_every=0.1)
