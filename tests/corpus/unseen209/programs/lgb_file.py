import sys
import lightgbm as lgb
params = {"objective": "binary", "verbose": 1}
if len(sys.argv) > 2:
    params = {"objective": "regression", "learning_rate": float(sys.argv[2]), "metric": "l2", "verbose": -1}
    import numpy as np
    from sklearn.datasets import load_diabetes
    X, y = load_diabetes(return_X_y=True)
    lgb.train(params, lgb.Dataset(X[:350], y[:350]), 30, valid_sets=[lgb.Dataset(X[350:], y[350:])], callbacks=[lgb.log_evaluation(3)])
else:
    lgb.train(params, lgb.Dataset(sys.argv[1]), 10)
