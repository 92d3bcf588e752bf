import sys
import optuna
from sklearn.datasets import load_wine
from sklearn.model_selection import cross_val_score
from sklearn.ensemble import RandomForestClassifier
import math
kind = sys.argv[1]
X, y = load_wine(return_X_y=True)
def objective(trial):
    if kind == "rf":
        d = trial.suggest_int("max_depth", 1, 8)
        n = trial.suggest_int("n_estimators", 5, 40)
        return cross_val_score(RandomForestClassifier(max_depth=d, n_estimators=n, random_state=0), X, y, cv=3).mean()
    x = trial.suggest_float("x", -2, 2)
    return math.log(x) if kind == "log" else (x - 1) ** 2
optuna.create_study(direction="maximize" if kind == "rf" else "minimize", sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=8)
