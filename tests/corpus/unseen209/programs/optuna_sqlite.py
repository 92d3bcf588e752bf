import sys, optuna
def objective(trial):
    x = trial.suggest_float("x", -10, 10)
    return (x - 2) ** 2
study = optuna.create_study(storage=sys.argv[1], study_name="quad")
study.optimize(objective, n_trials=200)
