import sys
from catboost import CatBoostRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
CatBoostRegressor(iterations=30, learning_rate=lr, depth=4, verbose=5, train_dir=sys.argv[2] if len(sys.argv) > 2 else "/tmp/unseen209-scratch/catboost_info").fit(X[:350], y[:350], eval_set=(X[350:], y[350:]))
