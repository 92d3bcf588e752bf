import sys
import lightgbm as lgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
lr = float(sys.argv[1])
tr = lgb.Dataset(X[:300], y[:300]); va = lgb.Dataset(X[300:], y[300:], reference=tr)
lgb.train({"objective": "regression", "metric": ["l2", "l1"], "learning_rate": lr, "verbose": 1}, tr, num_boost_round=int(sys.argv[2]),
          valid_sets=[tr, va], callbacks=[lgb.log_evaluation(1), lgb.early_stopping(5)])
