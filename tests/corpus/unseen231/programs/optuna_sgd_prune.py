import sys, optuna
from sklearn.datasets import load_digits
from sklearn.linear_model import SGDClassifier
from sklearn.model_selection import train_test_split
X, y = load_digits(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
def objective(trial):
    alpha = trial.suggest_float("alpha", 1e-6, 1e-1, log=True)
    clf = SGDClassifier(alpha=alpha, random_state=0)
    for step in range(20):
        clf.partial_fit(Xtr, ytr, classes=list(range(10)))
        acc = clf.score(Xva, yva)
        trial.report(acc, step)
        if trial.should_prune():
            raise optuna.TrialPruned()
    return acc
study = optuna.create_study(direction="maximize", pruner=optuna.pruners.MedianPruner(n_warmup_steps=3))
study.optimize(objective, n_trials=int(sys.argv[1]) if len(sys.argv) > 1 else 15)
