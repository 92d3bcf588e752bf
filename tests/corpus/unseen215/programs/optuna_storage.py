import sys, optuna
study = optuna.create_study(study_name="demo", storage=sys.argv[1], load_if_exists=True)
study.optimize(lambda t: (t.suggest_float("x", -10, 10) - 2) ** 2, n_trials=3)
