import sys
import xgboost as xgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
d = xgb.DMatrix(X[:350], label=y[:350]); v = xgb.DMatrix(X[350:], label=y[350:])
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.3
xgb.train({"eta": eta, "max_depth": 4, "objective": "reg:squarederror", "eval_metric": ["rmse", "mae"]},
          d, num_boost_round=12, evals=[(d, "train"), (v, "valid")])
