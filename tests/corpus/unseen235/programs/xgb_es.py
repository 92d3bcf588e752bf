import sys
import numpy as np
import xgboost as xgb
from sklearn.datasets import load_breast_cancer, make_regression
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
task = sys.argv[2] if len(sys.argv) > 2 else "cls"
n = int(sys.argv[3]) if len(sys.argv) > 3 else 0
if task == "cls":
    X, y = load_breast_cancer(return_X_y=True)
    params = {"objective": "binary:logistic", "eta": eta, "eval_metric": ["logloss", "auc"]}
else:
    X, y = make_regression(n_samples=max(n, 500), n_features=20, noise=1.0, random_state=0)
    params = {"objective": "reg:squarederror", "eta": eta, "eval_metric": "rmse"}
dtr = xgb.DMatrix(X[::2], label=y[::2]); dva = xgb.DMatrix(X[1::2], label=y[1::2])
xgb.train(params, dtr, num_boost_round=200, evals=[(dtr, "train"), (dva, "valid")],
          early_stopping_rounds=10, verbose_eval=5)
