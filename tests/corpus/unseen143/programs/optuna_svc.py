# Optuna's own study loop (its logger reports each trial) tuning an SVC on the bundled iris data.
import argparse, math, optuna
from sklearn.datasets import load_iris
from sklearn.model_selection import cross_val_score
from sklearn.svm import SVC
p = argparse.ArgumentParser(); p.add_argument("--trials", type=int, default=15); p.add_argument("--log-objective", action="store_true"); a = p.parse_args()
X, y = load_iris(return_X_y=True)
def objective(trial):
    c = trial.suggest_float("C", 1e-3, 1e3, log=True)
    acc = cross_val_score(SVC(C=c), X, y, cv=3).mean()
    return math.log(1 - acc) if a.log_objective else acc
optuna.create_study(direction="minimize" if a.log_objective else "maximize", sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=a.trials)
