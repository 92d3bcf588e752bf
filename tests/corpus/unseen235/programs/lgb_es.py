import sys
import lightgbm as lgb
from sklearn.datasets import load_diabetes, load_wine
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
task = sys.argv[2] if len(sys.argv) > 2 else "reg"
if task == "reg":
    X, y = load_diabetes(return_X_y=True); params = {"objective": "regression", "metric": ["l2", "l1"]}
else:
    X, y = load_wine(return_X_y=True); params = {"objective": "multiclass", "num_class": 3, "metric": "multi_logloss"}
params.update(learning_rate=lr, verbose=-1)
tr = lgb.Dataset(X[::2], y[::2]); va = lgb.Dataset(X[1::2], y[1::2], reference=tr)
lgb.train(params, tr, 300, valid_sets=[tr, va], valid_names=["training", "valid"],
          callbacks=[lgb.log_evaluation(10), lgb.early_stopping(20)])
