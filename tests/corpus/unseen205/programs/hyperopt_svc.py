import sys
import numpy as np
from hyperopt import Trials, fmin, hp, tpe
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import SGDClassifier
from sklearn.model_selection import cross_val_score

X, y = load_breast_cancer(return_X_y=True)
hi = float(sys.argv[1]) if len(sys.argv) > 1 else 0.0


def objective(p):
    clf = SGDClassifier(loss="log_loss", learning_rate="constant", eta0=10 ** p["log_eta0"], max_iter=20, tol=None,
                        random_state=0)
    return -cross_val_score(clf, X, y, cv=3, error_score=np.nan).mean()


best = fmin(objective, {"log_eta0": hp.uniform("log_eta0", -5, hi)}, algo=tpe.suggest, max_evals=15,
            trials=Trials(), rstate=np.random.default_rng(0))
print(best)
