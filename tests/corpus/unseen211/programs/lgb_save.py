import sys
import lightgbm as lgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
bst = lgb.train({"objective": "binary", "num_leaves": 31, "verbose": -1}, lgb.Dataset(X, y), 200)
bst.save_model(sys.argv[1])
