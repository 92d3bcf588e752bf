import sys, lightgbm as lgb
from hyperopt import fmin, tpe, hp, Trials
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
X, y = load_breast_cancer(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
def objective(p):
    booster = lgb.train({"objective": "binary", "metric": ["binary_logloss", "auc"], "learning_rate": p["lr"], "num_leaves": int(p["leaves"]), "verbose": -1},
                        lgb.Dataset(Xtr, ytr), num_boost_round=int(sys.argv[1]), valid_sets=[lgb.Dataset(Xva, yva)], callbacks=[lgb.log_evaluation(10)])
    return booster.best_score["valid_0"]["binary_logloss"]
fmin(objective, {"lr": hp.loguniform("lr", -4, 0), "leaves": hp.quniform("leaves", 4, 32, 1)}, algo=tpe.suggest, max_evals=3, trials=Trials(), show_progressbar=False)
