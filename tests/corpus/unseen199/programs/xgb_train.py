import sys
import xgboost as xgb
from sklearn.datasets import fetch_california_housing, load_diabetes
from sklearn.model_selection import train_test_split
X, y = load_diabetes(return_X_y=True)
Xtr, Xte, ytr, yte = train_test_split(X, y, random_state=0)
dtr, dte = xgb.DMatrix(Xtr, ytr), xgb.DMatrix(Xte, yte)
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
params = {"objective": "reg:squarederror", "eta": eta, "max_depth": 3, "eval_metric": ["rmse", "mae"]}
xgb.train(params, dtr, num_boost_round=40, evals=[(dtr, "train"), (dte, "eval")],
          early_stopping_rounds=5, verbose_eval=5)
