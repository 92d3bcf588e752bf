import sys
import numpy as np
from pytorch_tabnet.tab_model import TabNetRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
y = (y * scale).reshape(-1, 1)
reg = TabNetRegressor(n_d=8, n_a=8, seed=0, verbose=1)
reg.fit(X[:350], y[:350], eval_set=[(X[350:], y[350:])], eval_name=["val"], eval_metric=["rmse", "mae"],
        max_epochs=10, patience=0, batch_size=64, virtual_batch_size=32)
