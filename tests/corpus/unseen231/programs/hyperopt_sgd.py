import sys
from hyperopt import fmin, tpe, hp, Trials
from sklearn.datasets import load_digits
from sklearn.linear_model import SGDClassifier
X, y = load_digits(return_X_y=True)
def objective(p):
    clf = SGDClassifier(loss="modified_huber", eta0=p["eta0"], learning_rate="constant", max_iter=4, tol=None, verbose=1, random_state=0)
    return -clf.fit(X, y == 3).score(X, y == 3)
fmin(objective, {"eta0": hp.loguniform("eta0", float(sys.argv[1]), float(sys.argv[2]))}, algo=tpe.suggest, max_evals=2, trials=Trials(), show_progressbar=False)
