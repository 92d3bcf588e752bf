# PyTorch-TabNet's own fit loop (it prints a line per epoch) on the bundled breast-cancer data.
import argparse, numpy as np
from pytorch_tabnet.tab_model import TabNetClassifier
from sklearn.datasets import load_breast_cancer
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=2e-2); p.add_argument("--epochs", type=int, default=15)
p.add_argument("--batch", type=int, default=128); p.add_argument("--n-d", type=int, default=8); a = p.parse_args()
X, y = load_breast_cancer(return_X_y=True); X = X.astype(np.float32)
clf = TabNetClassifier(n_d=a.n_d, n_a=a.n_d, optimizer_params=dict(lr=a.lr), seed=0, device_name="cpu")
clf.fit(X[:400], y[:400], eval_set=[(X[400:], y[400:])], eval_name=["valid"], eval_metric=["auc", "accuracy"], max_epochs=a.epochs, patience=0, batch_size=a.batch, virtual_batch_size=64)
