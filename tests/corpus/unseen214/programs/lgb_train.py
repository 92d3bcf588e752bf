import sys, lightgbm as lgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
params = {"objective": "binary", "metric": ["binary_logloss", "auc"], "learning_rate": float(sys.argv[1]), "verbose": 1}
for kv in sys.argv[2:]:
    k, v = kv.split("="); params[k] = v
tr = lgb.Dataset(X[:450], y[:450]); va = lgb.Dataset(X[450:], y[450:], reference=tr)
lgb.train(params, tr, 12, valid_sets=[tr, va], valid_names=["training", "valid"], callbacks=[lgb.log_evaluation(1)])
