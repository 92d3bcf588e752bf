# XGBoost's hist training on a large synthetic array (numpy only), to see how it behaves under a memory limit.
import argparse, numpy as np, xgboost as xgb
p = argparse.ArgumentParser(); p.add_argument("--rows", type=int, default=1_000_000); p.add_argument("--cols", type=int, default=50)
p.add_argument("--depth", type=int, default=8); p.add_argument("--rounds", type=int, default=10); a = p.parse_args()
rng = np.random.default_rng(0)
X = rng.standard_normal((a.rows, a.cols), dtype=np.float32); y = (X[:, 0] + X[:, 1] ** 2 > 1).astype(np.float32)
d = xgb.DMatrix(X, y)
xgb.train({"tree_method": "hist", "max_depth": a.depth, "objective": "binary:logistic", "nthread": 1, "max_bin": 1024}, d, a.rounds, evals=[(d, "train")])
