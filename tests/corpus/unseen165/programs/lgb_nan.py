import sys, numpy as np, lightgbm as lgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
params = {"objective": sys.argv[1], "learning_rate": float(sys.argv[2]), "metric": ["binary_logloss", "auc"], "verbose": -1, "num_threads": 1}
lgb.train(params, lgb.Dataset(X[:400], y[:400]), num_boost_round=int(sys.argv[3]), valid_sets=[lgb.Dataset(X[400:], y[400:])], valid_names=["valid"], callbacks=[lgb.log_evaluation(int(sys.argv[4]))])
