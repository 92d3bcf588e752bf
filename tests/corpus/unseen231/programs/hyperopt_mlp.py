import sys
from hyperopt import fmin, tpe, hp, Trials
from sklearn.datasets import load_breast_cancer
from sklearn.neural_network import MLPClassifier
X, y = load_breast_cancer(return_X_y=True)
hi = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
def objective(params):
    clf = MLPClassifier(hidden_layer_sizes=(16,), learning_rate_init=params["lr"], max_iter=8, verbose=True, random_state=0)
    clf.fit(X, y)
    return -clf.score(X, y)
best = fmin(objective, {"lr": hp.loguniform("lr", -8, hi)}, algo=tpe.suggest, max_evals=3, trials=Trials(), rstate=__import__("numpy").random.default_rng(0))
print(best)
