# pytorch-tabnet's TabNetClassifier.fit (its own loop prints each epoch) on scikit-learn's bundled breast-cancer data
import sys, numpy as np, torch
from sklearn.datasets import load_breast_cancer
from pytorch_tabnet.tab_model import TabNetClassifier

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 2e-2
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
X, y = load_breast_cancer(return_X_y=True)
if len(sys.argv) > 3 and sys.argv[3] == "raw":
    pass  # the features as loaded, unscaled
else:
    X = (X - X.mean(0)) / X.std(0)
Xtr, ytr, Xva, yva = X[:450], y[:450], X[450:], y[450:]
clf = TabNetClassifier(optimizer_params={"lr": lr}, seed=0, device_name="cpu", n_d=8, n_a=8)
clf.fit(Xtr, ytr, eval_set=[(Xtr, ytr), (Xva, yva)], eval_name=["train", "valid"],
        eval_metric=["auc", "accuracy"], max_epochs=epochs, patience=5, batch_size=128, virtual_batch_size=64)
