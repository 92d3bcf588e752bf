import sys, lightgbm as lgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
params = {"objective": sys.argv[1], "learning_rate": float(sys.argv[2]), "num_threads": 2, "verbose": 1}
lgb.train(params, lgb.Dataset(X[:400], y[:400]), num_boost_round=30, valid_sets=[lgb.Dataset(X[400:], y[400:])],
          callbacks=[lgb.log_evaluation(5)])
