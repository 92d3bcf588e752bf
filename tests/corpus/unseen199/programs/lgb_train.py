import sys
import lightgbm as lgb
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
X, y = load_breast_cancer(return_X_y=True)
Xtr, Xte, ytr, yte = train_test_split(X, y, random_state=0)
tr = lgb.Dataset(Xtr, ytr); va = lgb.Dataset(Xte, yte, reference=tr)
params = {"objective": "binary", "metric": ["binary_logloss", "auc"], "learning_rate": 0.1, "num_leaves": 7}
lgb.train(params, tr, num_boost_round=200, valid_sets=[tr, va], valid_names=["training", "valid"],
          callbacks=[lgb.log_evaluation(10), lgb.early_stopping(10)])
