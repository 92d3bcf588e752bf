import sys
import lightgbm as lgb
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
X, y = load_breast_cancer(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
params = {"objective": "binary", "metric": ["binary_logloss", "auc"], "learning_rate": float(sys.argv[1]) if len(sys.argv) > 1 else 0.1, "verbose": -1}
lgb.train(params, lgb.Dataset(Xtr, ytr), 40, valid_sets=[lgb.Dataset(Xva, yva)], callbacks=[lgb.log_evaluation(5)])
