# XGBoost regression from a CSV read with pandas, evaluation printed every round
import sys, pandas as pd, xgboost as xgb
df = pd.read_csv(sys.argv[1]); X, y = df.drop(columns="target"), df["target"]
d = xgb.DMatrix(X[:1600], y[:1600]); v = xgb.DMatrix(X[1600:], y[1600:])
xgb.train({"eta": float(sys.argv[2]), "max_depth": 4, "nthread": 1}, d, int(sys.argv[3]), evals=[(d, "train"), (v, "eval")])
