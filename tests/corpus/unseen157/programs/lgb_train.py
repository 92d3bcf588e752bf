import sys, numpy as np, lightgbm as lgb
rng = np.random.default_rng(0); X = rng.normal(size=(3000, 10)); y = (X[:, 0] + X[:, 1] ** 2 > 1).astype(int)
tr, va = lgb.Dataset(X[:2400], y[:2400]), lgb.Dataset(X[2400:], y[2400:])
lgb.train({"objective": "binary", "metric": ["binary_logloss", "auc"], "learning_rate": float(sys.argv[1]), "num_leaves": 15},
          tr, 20, valid_sets=[tr, va], valid_names=["train", "valid"], callbacks=[lgb.log_evaluation(4)])
