# pytorch-tabnet's TabNetClassifier.fit on scikit-learn's breast-cancer data (bundled); TabNet prints its epoch lines.
import sys
import numpy as np, torch
from sklearn.datasets import load_breast_cancer
from pytorch_tabnet.tab_model import TabNetClassifier

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 2e-2
X, y = load_breast_cancer(return_X_y=True)
rng = np.random.default_rng(0); idx = rng.permutation(len(y))
X, y = X[idx], y[idx]
clf = TabNetClassifier(optimizer_params=dict(lr=lr), seed=0, verbose=1)
clf.fit(X[:450], y[:450], eval_set=[(X[450:], y[450:])], eval_metric=["auc", "accuracy"], max_epochs=15, patience=0, batch_size=128, virtual_batch_size=64)
