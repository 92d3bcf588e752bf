import sys
import xgboost as xgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.3
d = xgb.DMatrix(X[:350], y[:350]); v = xgb.DMatrix(X[350:], y[350:])
params = {"eta": eta, "max_depth": 3, "eval_metric": ["rmse", "mae"]}
if len(sys.argv) > 2:
    params[sys.argv[2]] = sys.argv[3]
xgb.train(params, d, 20, evals=[(d, "train"), (v, "eval")], verbose_eval=4)
