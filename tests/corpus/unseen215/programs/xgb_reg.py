import sys, numpy as np, xgboost as xgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
d = xgb.DMatrix(X[:350], y[:350]); v = xgb.DMatrix(X[350:], y[350:])
xgb.train({"eta": float(sys.argv[1]), "max_depth": 3, "nthread": 2, "objective": sys.argv[2]}, d, 20, evals=[(d, "train"), (v, "valid")])
