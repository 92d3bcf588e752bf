import sys, numpy as np
from catboost import CatBoostRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
if len(sys.argv) > 3 and sys.argv[3] == "inf": y = y.astype(float); y[5] = np.inf
m = CatBoostRegressor(iterations=int(sys.argv[1]), learning_rate=float(sys.argv[2]), depth=4, eval_metric="MAE", train_dir="/tmp/unseen165-scratch/catboost_info", thread_count=1, verbose=10)
m.fit(X[:350], y[:350], eval_set=(X[350:], y[350:]))
