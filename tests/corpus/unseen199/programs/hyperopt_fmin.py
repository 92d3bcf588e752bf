import sys
import numpy as np
from hyperopt import fmin, tpe, hp, Trials
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
X, y = load_breast_cancer(return_X_y=True)
def objective(p):
    acc = cross_val_score(LogisticRegression(C=p["C"], max_iter=200), X[:, :5], y, cv=3).mean()
    return np.log(1 - acc) if sys.argv[1:] == ["log"] else 1 - acc
space = {"C": hp.loguniform("C", -4, 4) if sys.argv[1:] != ["log"] else hp.uniform("C", 0, 1e6)}
print(fmin(objective, space, algo=tpe.suggest, max_evals=25, trials=Trials(), rstate=np.random.default_rng(0)))
