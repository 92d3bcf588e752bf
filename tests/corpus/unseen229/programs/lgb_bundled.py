"""Train LightGBM on scikit-learn's bundled data; lightgbm's log_evaluation callback prints the rounds."""
import argparse

import lightgbm as lgb
import numpy as np
from sklearn.datasets import load_breast_cancer, load_diabetes
from sklearn.model_selection import train_test_split

p = argparse.ArgumentParser()
p.add_argument("--task", default="regression")
p.add_argument("--rounds", type=int, default=50)
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--metric", default=None)
p.add_argument("--label-nan", action="store_true")
a = p.parse_args()
X, y = (load_diabetes if a.task == "regression" else load_breast_cancer)(return_X_y=True)
y = y.astype(float)
if a.label_nan:
    y[::50] = np.nan
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
params = {"objective": a.task, "learning_rate": a.lr, "num_leaves": 15}
if a.metric:
    params["metric"] = a.metric.split(",")
dtr = lgb.Dataset(Xtr, ytr)
dva = lgb.Dataset(Xva, yva, reference=dtr)
lgb.train(params, dtr, a.rounds, valid_sets=[dtr, dva], valid_names=["train", "valid"],
          callbacks=[lgb.log_evaluation(10)])
