import sys
import lightgbm as lgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
tr = lgb.Dataset(X[:450], y[:450]); va = lgb.Dataset(X[450:], y[450:], reference=tr)
lgb.train({"objective": "binary", "metric": ["binary_logloss", "auc"], "learning_rate": lr, "verbose": -1},
          tr, num_boost_round=15, valid_sets=[tr, va], callbacks=[lgb.log_evaluation(1)])
