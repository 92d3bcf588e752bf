import numpy as np
import lightgbm as lgb
# synthetic ranking data, lambdarank with early stopping on the validation NDCG
rng = np.random.default_rng(1)
def make(nq):
    X = rng.normal(size=(nq * 20, 12)); y = np.clip((0.3 * X[:, 0] + rng.normal(size=nq * 20)).round() + 2, 0, 4)
    return lgb.Dataset(X, y, group=np.full(nq, 20))
dtr = make(150); dva = make(40)
p = {"objective": "lambdarank", "metric": "ndcg", "eval_at": [10], "learning_rate": 0.3, "verbose": -1, "num_threads": 1}
lgb.train(p, dtr, 200, valid_sets=[dva], valid_names=["valid"],
          callbacks=[lgb.log_evaluation(5), lgb.early_stopping(10)])
