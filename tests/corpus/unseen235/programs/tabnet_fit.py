import sys
import numpy as np
from pytorch_tabnet.tab_model import TabNetClassifier
from sklearn.datasets import load_breast_cancer
lr = float(sys.argv[1])
X, y = load_breast_cancer(return_X_y=True)
if len(sys.argv) > 2 and sys.argv[2] == "nanx":
    X = X.copy(); X[3, 2] = np.nan
clf = TabNetClassifier(optimizer_params=dict(lr=lr), verbose=1, seed=0, device_name="cpu")
clf.fit(X[::2], y[::2], eval_set=[(X[1::2], y[1::2])], eval_name=["valid"], eval_metric=["auc", "logloss"], max_epochs=12, patience=5, batch_size=128, virtual_batch_size=64)
