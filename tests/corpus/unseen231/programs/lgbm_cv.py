import sys, lightgbm as lgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
lgb.cv({"objective": sys.argv[1], "learning_rate": float(sys.argv[2]), "verbose": -1}, lgb.Dataset(X, y), num_boost_round=50, nfold=3, callbacks=[lgb.log_evaluation(10)])
