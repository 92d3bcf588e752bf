import lightgbm as lgb
import numpy as np
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
y = y * 1e306
d = lgb.Dataset(X, y)
lgb.cv({"objective": "regression", "metric": ["l2", "l1"], "learning_rate": 0.5, "num_leaves": 7, "verbose": -1},
       d, num_boost_round=30, nfold=3, callbacks=[lgb.log_evaluation(5)])
