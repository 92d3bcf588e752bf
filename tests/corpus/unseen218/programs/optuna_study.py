import sys
import numpy as np
import optuna
def objective(trial):
    x = trial.suggest_float("x", -2.0, 3.0)
    return float(np.log(x)) if sys.argv[1] == "log" else (x - 1.0) ** 2
optuna.create_study(sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=int(sys.argv[2]))
