"""CatBoost ranking (YetiRank / PairLogit ...) on synthetic queries; CatBoost prints its own iterations."""
import argparse

import numpy as np
from catboost import CatBoost, Pool

p = argparse.ArgumentParser()
p.add_argument("--loss", default="YetiRank")
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--iterations", type=int, default=100)
p.add_argument("--metric", default="NDCG:top=5")
a = p.parse_args()

rng = np.random.default_rng(0)
def make(nq):
    X = rng.normal(size=(nq * 20, 25))
    y = np.clip(np.round(X[:, :3].sum(1) + rng.normal(size=len(X))), 0, 4)
    return Pool(X, y, group_id=np.repeat(np.arange(nq), 20))
train, valid = make(200), make(50)
model = CatBoost({"loss_function": a.loss, "learning_rate": a.lr, "iterations": a.iterations, "eval_metric": a.metric,
                  "custom_metric": ["PrecisionAt:top=5", "MAP:top=5"], "thread_count": 1, "verbose": 10,
                  "random_seed": 0, "train_dir": "catboost_info"})
model.fit(train, eval_set=valid)
