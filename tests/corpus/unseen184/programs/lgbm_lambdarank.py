"""LightGBM learning-to-rank on synthetic queries; LightGBM's own callbacks print the evaluation."""
import argparse

import lightgbm as lgb
import numpy as np

p = argparse.ArgumentParser()
p.add_argument("--objective", default="lambdarank")
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--rounds", type=int, default=50)
p.add_argument("--queries", type=int, default=200)
p.add_argument("--max-label", type=int, default=4)
p.add_argument("--no-group", action="store_true")
a = p.parse_args()

rng = np.random.default_rng(0)
def make(nq):
    X = rng.normal(size=(nq * 20, 30))
    y = np.clip(np.round(X[:, :3].sum(1) + rng.normal(size=len(X))), 0, a.max_label).astype(int)
    return X, y, [20] * nq
Xt, yt, gt = make(a.queries)
Xv, yv, gv = make(a.queries // 4)
train = lgb.Dataset(Xt, yt, group=None if a.no_group else gt)
valid = lgb.Dataset(Xv, yv, group=None if a.no_group else gv, reference=train)
params = {"objective": a.objective, "learning_rate": a.lr, "metric": ["ndcg", "map"] if "rank" in a.objective else "l2",
          "eval_at": [1, 5], "num_leaves": 15, "num_threads": 1}
lgb.train(params, train, a.rounds, valid_sets=[train, valid], valid_names=["train", "valid"],
          callbacks=[lgb.log_evaluation(10)])
