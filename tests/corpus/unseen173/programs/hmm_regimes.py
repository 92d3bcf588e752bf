# Driver: fits hmmlearn's GaussianHMM (verbose) to synthetic two-regime returns; hmmlearn's monitor prints.
import argparse
import numpy as np
from hmmlearn.hmm import GaussianHMM

p = argparse.ArgumentParser()
p.add_argument("--states", type=int, default=2)
p.add_argument("--iters", type=int, default=30)
p.add_argument("--constant", action="store_true")
p.add_argument("--gap", type=int, default=0)
a = p.parse_args()
rng = np.random.default_rng(3)
x = np.concatenate([rng.normal(0.05, 0.5, 600), rng.normal(-0.1, 2.0, 400), rng.normal(0.05, 0.5, 600)])
if a.constant:
    x[:] = 0.0
if a.gap:
    x[800:800 + a.gap] = np.nan   # a feed outage left as NaN
GaussianHMM(n_components=a.states, n_iter=a.iters, verbose=True, random_state=0).fit(x.reshape(-1, 1))
