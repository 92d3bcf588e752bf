import sys
import numpy as np
# synthetic learning-to-rank data: 200 users (queries) x 20 candidate items, graded relevance 0-4
lib = sys.argv[1]
params = {k: eval(v) for k, v in (a.split("=", 1) for a in sys.argv[2:])}
rng = np.random.default_rng(0)
def make(nq):
    X = rng.normal(size=(nq * 20, 12)); y = np.clip((X[:, 0] + rng.normal(size=nq * 20)).round() + 2, 0, 4)
    return X, y, np.full(nq, 20)
Xtr, ytr, gtr = make(200); Xva, yva, gva = make(50)
rounds = params.pop("rounds", 30)
if lib == "lightgbm":
    import lightgbm as lgb
    p = {"objective": "lambdarank", "metric": "ndcg", "eval_at": [5, 10], "verbose": 1, "num_threads": 1, **params}
    dtr = lgb.Dataset(Xtr, ytr, group=gtr); dva = lgb.Dataset(Xva, yva, group=gva, reference=dtr)
    lgb.train(p, dtr, rounds, valid_sets=[dtr, dva], valid_names=["train", "valid"], callbacks=[lgb.log_evaluation(1)])
else:
    import xgboost as xgb
    p = {"objective": "rank:ndcg", "eval_metric": ["ndcg@5", "map@10"], "nthread": 1, **params}
    qtr = np.repeat(np.arange(200), 20); qva = np.repeat(np.arange(50), 20)
    dtr = xgb.DMatrix(Xtr, ytr, qid=qtr); dva = xgb.DMatrix(Xva, yva, qid=qva)
    xgb.train(p, dtr, rounds, evals=[(dtr, "train"), (dva, "valid")])
