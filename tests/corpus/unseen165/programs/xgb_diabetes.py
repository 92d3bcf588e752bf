import sys, xgboost as xgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
d = xgb.DMatrix(X[:350], label=y[:350]); v = xgb.DMatrix(X[350:], label=y[350:])
xgb.train({"eta": float(sys.argv[1]), "max_depth": 3, "objective": sys.argv[2], "eval_metric": ["rmse", "mae"]}, d, int(sys.argv[3]), evals=[(d, "train"), (v, "valid")], verbose_eval=int(sys.argv[4]))
