import sys
from pytorch_tabnet.tab_model import TabNetClassifier
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
clf = TabNetClassifier(optimizer_params={"lr": float(sys.argv[1])}, seed=0, verbose=1)
clf.fit(X[:400], y[:400], eval_set=[(X[400:], y[400:])], eval_metric=["auc", "logloss"], max_epochs=int(sys.argv[2]), patience=20, batch_size=128, virtual_batch_size=64)
