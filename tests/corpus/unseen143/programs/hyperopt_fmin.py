# Hyperopt's fmin (its own progress bar) minimising a Ridge model's CV error on the bundled diabetes data.
import argparse, numpy as np
from hyperopt import fmin, tpe, hp, Trials
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Ridge
from sklearn.model_selection import cross_val_score
p = argparse.ArgumentParser(); p.add_argument("--evals", type=int, default=30); p.add_argument("--trials", default="local"); p.add_argument("--log-loss", action="store_true"); a = p.parse_args()
X, y = load_diabetes(return_X_y=True)
def loss(alpha):
    mse = -cross_val_score(Ridge(alpha=alpha), X, y, cv=3, scoring="neg_mean_squared_error").mean()
    return np.log(mse - 3000) if a.log_loss else mse
if a.trials == "spark":
    from hyperopt import SparkTrials; trials = SparkTrials(parallelism=2)
else:
    trials = Trials()
print(fmin(loss, hp.loguniform("alpha", -8, 3), algo=tpe.suggest, max_evals=a.evals, trials=trials, rstate=np.random.default_rng(0)))
