import sys
from hyperopt import fmin, tpe, hp, Trials
from sklearn.datasets import load_iris
from sklearn.model_selection import cross_val_score
from sklearn.neighbors import KNeighborsClassifier
X, y = load_iris(return_X_y=True)
def objective(k):
    return -cross_val_score(KNeighborsClassifier(n_neighbors=int(k)), X, y, cv=3).mean()
space = hp.quniform("k", 1, 30, 1) if len(sys.argv) < 2 else hp.quniform("k", 200, 300, 1)
print(fmin(objective, space, algo=tpe.suggest, max_evals=25, trials=Trials()))
