import sys, numpy as np, torch
from pytorch_tabnet.tab_model import TabNetClassifier
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
clf = TabNetClassifier(n_d=8, n_a=8, n_steps=3, seed=0, optimizer_params=dict(lr=float(sys.argv[1])), verbose=1)
clf.fit(X[:400], y[:400], eval_set=[(X[400:], y[400:])], eval_metric=["auc", "accuracy"], max_epochs=int(sys.argv[2]), patience=0, batch_size=128, virtual_batch_size=64)
