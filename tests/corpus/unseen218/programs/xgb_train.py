import sys
import xgboost as xgb
from sklearn.datasets import load_breast_cancer, load_diabetes
task = sys.argv[1]; eta = float(sys.argv[2])
if task == "clf":
    X, y = load_breast_cancer(return_X_y=True); params = {"objective": "binary:logistic", "eval_metric": ["logloss", "auc"]}
else:
    X, y = load_diabetes(return_X_y=True); params = {"objective": "reg:squarederror", "eval_metric": "rmse"}
params["eta"] = eta
dtr = xgb.DMatrix(X[:300], label=y[:300]); dva = xgb.DMatrix(X[300:], label=y[300:])
xgb.train(params, dtr, num_boost_round=int(sys.argv[3]), evals=[(dtr, "train"), (dva, "eval")], early_stopping_rounds=5, verbose_eval=1)
