import sys, numpy as np, torch
from pytorch_tabnet.tab_model import TabNetRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True); y = y.reshape(-1, 1)
TabNetRegressor(optimizer_params={"lr": float(sys.argv[1])}, n_d=8, n_a=8, seed=0).fit(X[:350], y[:350], eval_set=[(X[350:], y[350:])], max_epochs=int(sys.argv[2]), patience=0, batch_size=128, virtual_batch_size=64)
