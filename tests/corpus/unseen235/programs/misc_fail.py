import sys
import numpy as np
kind = sys.argv[1]
if kind == "smote":
    from imblearn.over_sampling import SMOTE
    from sklearn.datasets import make_classification
    X, y = make_classification(n_samples=200, weights=[0.99], random_state=0)
    print(np.bincount(y))
    SMOTE(k_neighbors=5).fit_resample(X, y)
elif kind == "lgbplot":
    import lightgbm as lgb
    from sklearn.datasets import load_diabetes
    X, y = load_diabetes(return_X_y=True)
    m = lgb.train({"objective": "regression", "verbose": -1}, lgb.Dataset(X, y), 20)
    lgb.plot_importance(m)
elif kind == "lgbfile":
    import lightgbm as lgb
    lgb.train({"objective": "binary"}, lgb.Dataset(sys.argv[2]), 10)
elif kind == "xgbnan":
    import xgboost as xgb
    X = np.random.rand(100, 5); y = np.random.rand(100); y[7] = np.nan
    xgb.train({"eta": 0.1}, xgb.DMatrix(X, label=y), 10)
elif kind == "cbparam":
    from catboost import CatBoostClassifier
    from sklearn.datasets import load_breast_cancer
    X, y = load_breast_cancer(return_X_y=True)
    CatBoostClassifier(iterations=50, eval_metrc="AUC", verbose=10).fit(X, y)
elif kind == "xgbbig":
    import xgboost as xgb
    X = np.random.rand(200000, 100).astype(np.float32); y = np.random.rand(200000)
    xgb.train({"max_depth": 12, "tree_method": "exact", "nthread": 1}, xgb.DMatrix(X, label=y), 50, verbose_eval=1, evals=[(xgb.DMatrix(X[:1000], label=y[:1000]), "t")])
elif kind == "lgbtree":
    import lightgbm as lgb
    from sklearn.datasets import load_diabetes
    X, y = load_diabetes(return_X_y=True)
    m = lgb.train({"objective": "regression", "verbose": -1}, lgb.Dataset(X, y), 20)
    lgb.create_tree_digraph(m, tree_index=0).render("tree0")
