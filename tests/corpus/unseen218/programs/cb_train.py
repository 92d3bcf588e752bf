import sys
from catboost import CatBoostRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
m = CatBoostRegressor(iterations=int(sys.argv[2]), learning_rate=float(sys.argv[1]), depth=4, train_dir=sys.argv[3] if len(sys.argv) > 3 else "catboost_info", verbose=1)
m.fit(X[:300], y[:300], eval_set=(X[300:], y[300:]), early_stopping_rounds=10)
