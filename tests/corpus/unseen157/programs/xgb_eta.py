import sys, numpy as np, xgboost as xgb
rng = np.random.default_rng(0); X = rng.normal(size=(2000, 10)); y = X[:, 0] * 3 + rng.normal(size=2000)
dtr, dva = xgb.DMatrix(X[:1500], y[:1500]), xgb.DMatrix(X[1500:], y[1500:])
xgb.train({"eta": float(sys.argv[1]), "max_depth": 3, "objective": "reg:squarederror", "eval_metric": ["rmse", "mae"]}, dtr, 12, evals=[(dtr, "train"), (dva, "valid")])
