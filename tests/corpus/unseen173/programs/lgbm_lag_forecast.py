# Driver: LightGBM on lag features of a synthetic hourly load series; LightGBM's callbacks print the rounds.
import argparse
import numpy as np
import lightgbm as lgb

p = argparse.ArgumentParser()
p.add_argument("--rows", type=int, default=8000)
p.add_argument("--lags", type=int, default=48)
p.add_argument("--rounds", type=int, default=300)
p.add_argument("--lr", type=float, default=0.05)
p.add_argument("--objective", default="regression")
p.add_argument("--every", type=int, default=25)
a = p.parse_args()
rng = np.random.default_rng(1)
t = np.arange(a.rows + a.lags)
y = 50 + 10 * np.sin(2 * np.pi * t / 24) + 5 * np.sin(2 * np.pi * t / 168) + rng.normal(0, 2, t.size)
X = np.lib.stride_tricks.sliding_window_view(y[:-1], a.lags)[: a.rows]; target = y[a.lags: a.lags + a.rows]
cut = int(0.8 * a.rows)
tr = lgb.Dataset(X[:cut], target[:cut]); va = lgb.Dataset(X[cut:], target[cut:], reference=tr)
lgb.train({"objective": a.objective, "learning_rate": a.lr, "metric": ["l2", "l1"], "verbose": -1},
          tr, a.rounds, valid_sets=[tr, va], valid_names=["train", "valid"],
          callbacks=[lgb.log_evaluation(a.every), lgb.early_stopping(20)])
