import sys, numpy as np, xgboost as xgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.3
d = xgb.DMatrix(X[:350], y[:350]); v = xgb.DMatrix(X[350:], y[350:])
xgb.train({"eta": eta, "max_depth": 3, "objective": sys.argv[2] if len(sys.argv) > 2 else "reg:squarederror"}, d, 15, evals=[(d, "train"), (v, "eval")])
