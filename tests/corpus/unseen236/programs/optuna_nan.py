import sys, math, optuna
def objective(trial):
    x = trial.suggest_float("x", -1, 1)
    return math.log(x) if x > 0 else float("nan")
optuna.create_study(sampler=optuna.samplers.RandomSampler(seed=0)).optimize(objective, n_trials=int(sys.argv[1]))
