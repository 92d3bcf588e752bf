import sys
from sklearn.datasets import load_digits
from pytorch_tabnet.tab_model import TabNetClassifier
import torch
X, y = load_digits(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 2e-2
clf = TabNetClassifier(n_d=8, n_a=8, n_steps=3, optimizer_params=dict(lr=lr), seed=0, verbose=1, device_name="cpu")
clf.fit(X[:1400], y[:1400], eval_set=[(X[1400:], y[1400:])], eval_metric=["accuracy", "logloss"], max_epochs=8, batch_size=256, virtual_batch_size=64)
