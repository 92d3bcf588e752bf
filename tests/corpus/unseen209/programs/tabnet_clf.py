import sys
import numpy as np
from pytorch_tabnet.tab_model import TabNetClassifier
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 2e-2
clf = TabNetClassifier(optimizer_params=dict(lr=lr), verbose=1, seed=0)
clf.fit(X[:450], y[:450], eval_set=[(X[450:], y[450:])], eval_metric=["auc", "logloss"], max_epochs=8, batch_size=128, virtual_batch_size=64)
