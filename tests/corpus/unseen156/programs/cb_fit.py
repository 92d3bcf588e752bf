import sys
from catboost import CatBoostRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
CatBoostRegressor(iterations=int(sys.argv[2]), learning_rate=float(sys.argv[1]), depth=4, verbose=1, thread_count=1, allow_writing_files=False).fit(X[:350], y[:350], eval_set=(X[350:], y[350:]))
