import sys
import xgboost as xgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
obj = sys.argv[2] if len(sys.argv) > 2 else "reg:squarederror"
dtr, dva = xgb.DMatrix(X[:350], y[:350]), xgb.DMatrix(X[350:], y[350:])
bst = xgb.train({"eta": eta, "max_depth": 3, "objective": obj, "eval_metric": ["rmse", "mae"]}, dtr, 40, evals=[(dtr, "train"), (dva, "valid")], verbose_eval=5)
if len(sys.argv) > 3:
    xgb.plot_tree(bst)
