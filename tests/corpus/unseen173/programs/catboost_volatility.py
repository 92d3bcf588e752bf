# Driver: CatBoost regresses next-day absolute return on lagged synthetic returns; CatBoost's own log prints.
import argparse
import numpy as np
from catboost import CatBoostRegressor

p = argparse.ArgumentParser()
p.add_argument("--iters", type=int, default=200)
p.add_argument("--lr", type=float, default=0.05)
p.add_argument("--every", type=int, default=25)
p.add_argument("--loss", default="RMSE")
p.add_argument("--missing-target", type=int, default=0)
a = p.parse_args()
rng = np.random.default_rng(8)
r = rng.standard_t(5, 4000) * 0.01
X = np.stack([np.abs(np.roll(r, k)) for k in range(1, 21)], 1)[20:]; y = np.abs(r[20:])
if a.missing_target:
    y[:a.missing_target] = np.nan
cut = 3000
CatBoostRegressor(iterations=a.iters, learning_rate=a.lr, loss_function=a.loss, verbose=a.every, thread_count=1,
                  allow_writing_files=False).fit(X[:cut], y[:cut], eval_set=(X[cut:], y[cut:]))
