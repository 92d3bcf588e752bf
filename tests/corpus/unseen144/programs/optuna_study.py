import sys
import math
import numpy as np
import optuna
def objective(trial):
    x = trial.suggest_float("x", -10, 10)
    return {"log": lambda: math.log(x), "nplog": lambda: float(np.log(x))}.get(sys.argv[1], lambda: (x - 2) ** 2)()
optuna.create_study(sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=int(sys.argv[2]))
