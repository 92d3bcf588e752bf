# pytorch-tabnet's TabNetRegressor.fit (its own loop prints each epoch) on scikit-learn's bundled diabetes data, unscaled target
import sys, numpy as np
from sklearn.datasets import load_diabetes
from pytorch_tabnet.tab_model import TabNetRegressor

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 2e-2
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 10
X, y = load_diabetes(return_X_y=True)
y = y.reshape(-1, 1)
reg = TabNetRegressor(optimizer_params={"lr": lr}, seed=0, device_name="cpu", n_d=8, n_a=8)
reg.fit(X[:350], y[:350], eval_set=[(X[350:], y[350:])], eval_name=["val"], eval_metric=["rmse", "mae"],
        max_epochs=epochs, patience=0, batch_size=64, virtual_batch_size=32)
