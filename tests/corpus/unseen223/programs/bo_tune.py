"""Tune a learning rate and weight decay with bayesian-optimization (it prints its table)."""
import argparse
import numpy as np
from bayes_opt import BayesianOptimization

p = argparse.ArgumentParser()
p.add_argument("--init", type=int, default=3)
p.add_argument("--iter", type=int, default=6)
a = p.parse_args()

def val_score(log_lr, wd):
    # a stand-in for a validation run: score peaks near lr=1e-3, wd=0.01
    return -((log_lr + 3) ** 2) - 10 * (wd - 0.01) ** 2

opt = BayesianOptimization(f=val_score, pbounds={"log_lr": (-5, -1), "wd": (0.0, 0.1)}, random_state=1, verbose=2)
opt.maximize(init_points=a.init, n_iter=a.iter)
