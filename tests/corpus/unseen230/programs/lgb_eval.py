# lightgbm.train on a synthetic binary task with early stopping and eval logging
import sys, numpy as np, lightgbm as lgb
rng = np.random.default_rng(0); X = rng.normal(size=(2000, 10)); y = (X[:, 0] + rng.normal(size=2000) > 0).astype(float)
if len(sys.argv) > 2: y[::97] = float(sys.argv[2])
tr, va = lgb.Dataset(X[:1600], y[:1600]), lgb.Dataset(X[1600:], y[1600:])
params = {"objective": "binary", "metric": ["binary_logloss", "auc"], "learning_rate": float(sys.argv[1]), "num_threads": 1, "verbose": 1}
lgb.train(params, tr, num_boost_round=100, valid_sets=[tr, va], valid_names=["train", "valid"],
          callbacks=[lgb.log_evaluation(10), lgb.early_stopping(10)])
