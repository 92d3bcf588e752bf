import lightgbm as lgb
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
bst = lgb.train({"objective": "binary", "num_leaves": 7, "verbose": -1}, lgb.Dataset(X, y), num_boost_round=5)
lgb.create_tree_digraph(bst, tree_index=0).render("tree0", format="png")
