import sys, math, optuna
def objective(trial):
    x = trial.suggest_float("x", float(sys.argv[1]), 10.0)
    return (x - 2) ** 2 + math.log(x + 1) if x > -1 else float("nan")
optuna.create_study(sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=int(sys.argv[2]))
