# CatBoost's own fit loop, verbose, on scikit-learn's bundled wine data.
import argparse
from catboost import CatBoostClassifier
from sklearn.datasets import load_wine
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1); p.add_argument("--iters", type=int, default=100)
p.add_argument("--train-dir", default="catboost_info"); a = p.parse_args()
X, y = load_wine(return_X_y=True)
CatBoostClassifier(iterations=a.iters, learning_rate=a.lr, thread_count=1, verbose=10, train_dir=a.train_dir).fit(X[::2], y[::2], eval_set=(X[1::2], y[1::2]))
