import sys, numpy as np
from sklearn.datasets import load_digits
from pytorch_tabnet.tab_model import TabNetRegressor
X, y = load_digits(return_X_y=True)
y = y.astype("float32").reshape(-1, 1)
if "nan-target" in sys.argv: y[37, 0] = np.nan
reg = TabNetRegressor(n_d=8, n_a=8, n_steps=3, seed=0, verbose=1, device_name="cpu")
reg.fit(X[:1400], y[:1400], eval_set=[(X[1400:], y[1400:])], eval_metric=["rmse", "mae"], max_epochs=6, batch_size=256, virtual_batch_size=64)
