# Driver: Optuna tunes an exponential-smoothing forecaster's alpha/beta on a synthetic series;
# Optuna's own logger prints each trial.
import argparse
import numpy as np
import optuna

p = argparse.ArgumentParser()
p.add_argument("--trials", type=int, default=15)
p.add_argument("--alpha-high", type=float, default=1.0)
p.add_argument("--metric", default="mae")
a = p.parse_args()
rng = np.random.default_rng(9)
y = 20 + np.cumsum(rng.normal(0.05, 1, 500))

def objective(trial):
    al = trial.suggest_float("alpha", 0.01, a.alpha_high); be = trial.suggest_float("beta", 0.0, 0.5)
    lvl, tr, err = y[0], 0.0, []
    for v in y[1:]:
        f = lvl + tr; err.append(v - f)
        new = al * v + (1 - al) * (lvl + tr); tr = be * (new - lvl) + (1 - be) * tr; lvl = new
    e = np.array(err)
    return {"mae": np.mean(np.abs(e)), "mape": np.mean(np.abs(e / y[1:])), "rmse": np.sqrt(np.mean(e ** 2))}[a.metric]

optuna.create_study(sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=a.trials)
