"""pytorch-tabnet: TabNetClassifier on scikit-learn's breast cancer data; fit() prints its epoch lines."""
import argparse
import numpy as np
import torch
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
from pytorch_tabnet.tab_model import TabNetClassifier

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=2e-2)
p.add_argument("--epochs", type=int, default=15)
p.add_argument("--metric", default="auc")
args = p.parse_args()

x, y = load_breast_cancer(return_X_y=True)
xtr, xva, ytr, yva = train_test_split(x.astype(np.float32), y, test_size=0.25, random_state=0)
clf = TabNetClassifier(optimizer_params=dict(lr=args.lr), seed=0, device_name="cpu")
clf.fit(xtr, ytr, eval_set=[(xtr, ytr), (xva, yva)], eval_name=["train", "valid"], eval_metric=[args.metric, "accuracy"],
        max_epochs=args.epochs, patience=5, batch_size=128, virtual_batch_size=32)
