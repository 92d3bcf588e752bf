"""XGBoost learning-to-rank on synthetic queries; XGBoost prints its own evaluation rounds."""
import argparse

import numpy as np
import xgboost as xgb

p = argparse.ArgumentParser()
p.add_argument("--objective", default="rank:ndcg")
p.add_argument("--eta", type=float, default=0.1)
p.add_argument("--rounds", type=int, default=30)
p.add_argument("--metrics", default="ndcg@5,map@5")
p.add_argument("--shuffle", action="store_true", help="shuffle rows (query ids no longer grouped)")
a = p.parse_args()

rng = np.random.default_rng(0)
def make(nq):
    X = rng.normal(size=(nq * 20, 25))
    y = np.clip(np.round(X[:, :3].sum(1) + rng.normal(size=len(X))), 0, 4)
    qid = np.repeat(np.arange(nq), 20)
    if a.shuffle:
        order = rng.permutation(len(X))
        X, y, qid = X[order], y[order], qid[order]
    return xgb.DMatrix(X, y, qid=qid)
dtrain, dvalid = make(200), make(50)
params = {"objective": a.objective, "eta": a.eta, "max_depth": 4, "nthread": 1,
          "eval_metric": a.metrics.split(",") if a.objective.startswith("rank") else ["rmse"]}
xgb.train(params, dtrain, a.rounds, evals=[(dtrain, "train"), (dvalid, "valid")], verbose_eval=5)
