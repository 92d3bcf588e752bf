import sys
import lightgbm as lgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
params = {"objective": "binary", "metric": ["binary_logloss", "auc"], "learning_rate": 0.1, "num_leaves": 15, "verbose": -1}
for kv in sys.argv[1:]:
    k, v = kv.split("=")
    params[k] = v
dtr = lgb.Dataset(X[:450], y[:450])
dva = lgb.Dataset(X[450:], y[450:], reference=dtr)
lgb.train(params, dtr, 50, valid_sets=[dtr, dva], callbacks=[lgb.log_evaluation(10)])
