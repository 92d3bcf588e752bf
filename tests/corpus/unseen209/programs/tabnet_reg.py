import sys
import numpy as np
from pytorch_tabnet.tab_model import TabNetRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
y = y.reshape(-1, 1)
reg = TabNetRegressor(optimizer_params=dict(lr=float(sys.argv[1])), verbose=1, seed=0)
reg.fit(X[:350], y[:350], eval_set=[(X[350:], y[350:])], eval_metric=["mse"], max_epochs=8, batch_size=128, virtual_batch_size=64, patience=0)
