# LightGBM's own training loop (lightgbm.train) with its log_evaluation callback.
import argparse, lightgbm as lgb
from sklearn.datasets import load_breast_cancer
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1); p.add_argument("--rounds", type=int, default=50)
p.add_argument("--objective", default="binary"); a = p.parse_args()
X, y = load_breast_cancer(return_X_y=True)
tr, va = lgb.Dataset(X[:400], y[:400]), lgb.Dataset(X[400:], y[400:])
lgb.train({"objective": a.objective, "learning_rate": a.lr, "metric": ["binary_logloss", "auc"], "num_threads": 1}, tr, a.rounds,
          valid_sets=[tr, va], valid_names=["training", "valid_1"], callbacks=[lgb.log_evaluation(5)])
