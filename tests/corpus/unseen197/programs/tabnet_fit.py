# pytorch-tabnet's TabNetRegressor.fit loop (it prints each epoch) on the bundled diabetes data.
import sys
from sklearn.datasets import load_diabetes
from pytorch_tabnet.tab_model import TabNetRegressor
import torch
X, y = load_diabetes(return_X_y=True)
y = y.reshape(-1, 1)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.02
TabNetRegressor(optimizer_params=dict(lr=lr), seed=0, n_d=8, n_a=8, device_name="cpu").fit(
    X[:350], y[:350], eval_set=[(X[350:], y[350:])], max_epochs=8, batch_size=64, virtual_batch_size=32)
