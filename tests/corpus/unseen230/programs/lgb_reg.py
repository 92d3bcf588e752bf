# lightgbm.train regression with l2/l1 eval logging; labels optionally carry a NaN every 50th row
import sys, numpy as np, lightgbm as lgb
rng = np.random.default_rng(0); X = rng.normal(size=(2000, 8)); y = X @ rng.normal(size=8) + rng.normal(size=2000)
if len(sys.argv) > 1 and sys.argv[1] == "nan-labels": y[::50] = np.nan
tr, va = lgb.Dataset(X[:1600], y[:1600]), lgb.Dataset(X[1600:], y[1600:])
lgb.train({"objective": "regression", "metric": ["l2", "l1"], "num_threads": 1, "verbose": -1}, tr, num_boost_round=40,
          valid_sets=[tr, va], valid_names=["train", "valid"], callbacks=[lgb.log_evaluation(10)])
