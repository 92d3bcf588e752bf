import xgboost as xgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
d = xgb.DMatrix(X, y)
params = {"objective": "binary:logistic", "eta": 0.3, "max_depth": 2, "eval_metric": ["logloss", "auc"]}
xgb.cv(params, d, num_boost_round=30, nfold=3, verbose_eval=3, early_stopping_rounds=4, seed=1)
