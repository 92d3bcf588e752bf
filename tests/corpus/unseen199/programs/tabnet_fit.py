import sys
import numpy as np
from pytorch_tabnet.tab_model import TabNetClassifier
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
X, y = load_breast_cancer(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 2e-2
clf = TabNetClassifier(n_d=8, n_a=8, n_steps=3, optimizer_params=dict(lr=lr), seed=0, verbose=1)
clf.fit(Xtr, ytr, eval_set=[(Xtr, ytr), (Xva, yva)], eval_name=["train", "valid"],
        eval_metric=["auc", "accuracy"], max_epochs=15, patience=5, batch_size=128, virtual_batch_size=64)
