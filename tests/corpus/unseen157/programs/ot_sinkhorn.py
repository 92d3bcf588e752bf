import sys, numpy as np, ot
rng = np.random.default_rng(0); xs, xt = rng.normal(size=(200, 2)), rng.normal(3, 1, size=(200, 2))
M = ot.dist(xs, xt); a = b = np.ones(200) / 200
ot.sinkhorn(a, b, M, reg=float(sys.argv[1]), numItermax=300, verbose=True, log=False)
