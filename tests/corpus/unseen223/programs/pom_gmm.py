"""Fit a Gaussian mixture with pomegranate's GeneralMixtureModel (verbose: pomegranate prints each EM iteration)."""
import argparse
import numpy as np
import torch
from pomegranate.gmm import GeneralMixtureModel
from pomegranate.distributions import Normal
from sklearn.datasets import load_iris

p = argparse.ArgumentParser()
p.add_argument("--k", type=int, default=3)
p.add_argument("--max-iter", type=int, default=30)
p.add_argument("--covariance", default="full")
a = p.parse_args()
X = torch.tensor(load_iris().data, dtype=torch.float32)
model = GeneralMixtureModel([Normal(covariance_type=a.covariance) for _ in range(a.k)], max_iter=a.max_iter, verbose=True, random_state=0)
model.fit(X)
