import sys, lightgbm as lgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
d = lgb.Dataset(X[:350], y[:350]); v = lgb.Dataset(X[350:], y[350:], reference=d)
lgb.train({"objective": "regression", "learning_rate": float(sys.argv[1]), "num_leaves": 8, "verbose": 1}, d, num_boost_round=int(sys.argv[2]), valid_sets=[d, v], callbacks=[lgb.log_evaluation(1)])
