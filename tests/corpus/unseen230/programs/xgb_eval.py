# xgboost.train on a synthetic regression set, printing its eval metrics each round
import sys, numpy as np, xgboost as xgb
rng = np.random.default_rng(0); X = rng.normal(size=(2000, 10)); y = X @ rng.normal(size=10) + rng.normal(size=2000)
dtr, dva = xgb.DMatrix(X[:1600], y[:1600]), xgb.DMatrix(X[1600:], y[1600:])
params = {"eta": float(sys.argv[1]), "max_depth": 4, "objective": sys.argv[2] if len(sys.argv) > 2 else "reg:squarederror",
          "eval_metric": ["rmse", "mae"], "nthread": 1}
xgb.train(params, dtr, num_boost_round=30, evals=[(dtr, "train"), (dva, "valid")], verbose_eval=5)
