# Driver: XGBoost classifies next-day direction from lagged synthetic returns; XGBoost's evaluation log prints.
import argparse
import numpy as np
import xgboost as xgb

p = argparse.ArgumentParser()
p.add_argument("--days", type=int, default=5000)
p.add_argument("--rounds", type=int, default=200)
p.add_argument("--eta", type=float, default=0.1)
p.add_argument("--objective", default="binary:logistic")
p.add_argument("--every", type=int, default=20)
p.add_argument("--device", default="cpu")
a = p.parse_args()
rng = np.random.default_rng(11)
r = rng.standard_t(4, a.days) * 0.01
r[1:] += 0.3 * r[:-1]
X = np.stack([np.roll(r, k) for k in range(1, 11)], 1)[10:]; y = (r[10:] > 0).astype(float)
cut = int(0.8 * len(y))
dtr = xgb.DMatrix(X[:cut], label=y[:cut]); dva = xgb.DMatrix(X[cut:], label=y[cut:])
xgb.train({"objective": a.objective, "eta": a.eta, "max_depth": 4, "eval_metric": ["logloss", "auc", "error"],
           "device": a.device}, dtr, a.rounds, evals=[(dtr, "train"), (dva, "eval")],
          early_stopping_rounds=30, verbose_eval=a.every)
