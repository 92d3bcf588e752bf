import sys, xgboost as xgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
dtr, dva = xgb.DMatrix(X[:350], y[:350]), xgb.DMatrix(X[350:], y[350:])
xgb.train(eval("dict(%s)" % sys.argv[1]), dtr, int(sys.argv[2]), evals=[(dtr, "train"), (dva, "eval")], verbose_eval=int(sys.argv[3]))
