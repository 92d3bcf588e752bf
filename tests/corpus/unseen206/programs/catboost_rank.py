import sys
import numpy as np
from catboost import CatBoostRanker, Pool
# synthetic recommendation ranking data: 200 users x 20 candidate items, graded relevance 0-4
params = {k: eval(v) for k, v in (a.split("=", 1) for a in sys.argv[1:])}
nan_labels = params.pop("nan_labels", False)
rng = np.random.default_rng(0)
def make(nq):
    X = rng.normal(size=(nq * 20, 12)); y = np.clip((X[:, 0] + rng.normal(size=nq * 20)).round() + 2, 0, 4)
    if nan_labels:
        y[::97] = np.nan
    return Pool(X, y, group_id=np.repeat(np.arange(nq), 20))
train, valid = make(200), make(50)
model = CatBoostRanker(thread_count=1, train_dir="/tmp/unseen206-scratch/catboost_info", **params)
model.fit(train, eval_set=valid)
