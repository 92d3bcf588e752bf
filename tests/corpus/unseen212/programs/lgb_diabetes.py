import sys
import lightgbm as lgb
from sklearn.datasets import load_diabetes

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
X, y = load_diabetes(return_X_y=True)
tr, va = lgb.Dataset(X[:350], y[:350]), lgb.Dataset(X[350:], y[350:])
lgb.train({"objective": "regression", "metric": ["l2", "l1"], "learning_rate": lr, "num_leaves": 15,
           "verbose": 1, "num_threads": 1}, tr, num_boost_round=40, valid_sets=[tr, va],
          valid_names=["train", "valid"], callbacks=[lgb.log_evaluation(5)])
