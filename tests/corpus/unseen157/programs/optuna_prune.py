import optuna
import numpy as np
rng = np.random.default_rng(0); X = rng.normal(size=(400, 10)); y = X @ rng.normal(size=10) + 0.1 * rng.normal(size=400)
def objective(trial):
    alpha = trial.suggest_float("alpha", 1e-3, 3.0, log=True)
    w = np.zeros(10)
    for step in range(20):
        w -= alpha * X.T @ (X @ w - y) / len(y)
        mse = float(np.mean((X @ w - y) ** 2)); trial.report(mse, step)
        if trial.should_prune(): raise optuna.TrialPruned()
    return mse
study = optuna.create_study(direction="minimize", pruner=optuna.pruners.MedianPruner(n_startup_trials=3, n_warmup_steps=2))
study.optimize(objective, n_trials=12)
