"""Train XGBoost on scikit-learn's bundled data; xgboost.train prints its own evaluation rounds."""
import argparse

import numpy as np
import xgboost as xgb
from sklearn.datasets import load_breast_cancer, load_diabetes
from sklearn.model_selection import train_test_split

p = argparse.ArgumentParser()
p.add_argument("--objective", default="reg:squarederror")
p.add_argument("--eta", type=float, default=0.3)
p.add_argument("--rounds", type=int, default=20)
p.add_argument("--label-inf", action="store_true")
a = p.parse_args()
X, y = (load_diabetes if a.objective.startswith("reg") else load_breast_cancer)(return_X_y=True)
y = y.astype(float)
if a.label_inf:
    y[7] = np.inf
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
dtr, dva = xgb.DMatrix(Xtr, ytr), xgb.DMatrix(Xva, yva)
xgb.train({"objective": a.objective, "eta": a.eta, "max_depth": 3}, dtr, a.rounds,
          evals=[(dtr, "train"), (dva, "valid")], verbose_eval=2)
