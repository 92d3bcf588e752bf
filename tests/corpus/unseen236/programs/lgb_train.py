import sys, lightgbm as lgb
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
params = eval("dict(%s)" % sys.argv[1])
lgb.train(params, lgb.Dataset(X[:350], y[:350]), num_boost_round=int(sys.argv[2]),
          valid_sets=[lgb.Dataset(X[350:], y[350:])], callbacks=[lgb.log_evaluation(int(sys.argv[3]))])
