# pomegranate's GeneralMixtureModel EM loop with verbose=True (it prints the improvement per iteration) on synthetic data.
import argparse, numpy as np, torch
from pomegranate.gmm import GeneralMixtureModel
from pomegranate.distributions import Normal
p = argparse.ArgumentParser(); p.add_argument("--k", type=int, default=3); p.add_argument("--iter", type=int, default=30); p.add_argument("--constant", action="store_true"); a = p.parse_args()
rng = np.random.default_rng(0)
X = np.ones((300, 2), dtype=np.float32) if a.constant else np.concatenate([rng.normal(m, 1, (100, 2)) for m in (-3, 0, 3)]).astype(np.float32)
GeneralMixtureModel([Normal() for _ in range(a.k)], max_iter=a.iter, verbose=True, random_state=0).fit(torch.from_numpy(X))
