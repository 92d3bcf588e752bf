import sys, xgboost as xgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
d = xgb.DMatrix(X[:450], label=y[:450]); v = xgb.DMatrix(X[450:], label=y[450:])
xgb.train({"objective": sys.argv[1], "eta": float(sys.argv[2]), "eval_metric": ["logloss", "auc"]}, d, int(sys.argv[3]), evals=[(d, "train"), (v, "valid")])
