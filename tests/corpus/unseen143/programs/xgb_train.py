# XGBoost's own training loop (xgboost.train) on scikit-learn's bundled diabetes data.
import argparse, xgboost as xgb
from sklearn.datasets import load_diabetes
p = argparse.ArgumentParser(); p.add_argument("--eta", type=float, default=0.3); p.add_argument("--rounds", type=int, default=20)
p.add_argument("--objective", default="reg:squarederror"); a = p.parse_args()
X, y = load_diabetes(return_X_y=True)
dtr, dva = xgb.DMatrix(X[:350], y[:350]), xgb.DMatrix(X[350:], y[350:])
xgb.train({"eta": a.eta, "objective": a.objective, "max_depth": 3, "nthread": 1}, dtr, a.rounds, evals=[(dtr, "train"), (dva, "eval")])
