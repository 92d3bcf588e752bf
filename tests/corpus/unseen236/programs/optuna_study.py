import sys, optuna
def objective(trial):
    x = trial.suggest_float("x", -10, 10); y = trial.suggest_int("y", -3, 3)
    return (x - 2) ** 2 + y ** 2
optuna.create_study(direction="minimize", sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=int(sys.argv[1]))
