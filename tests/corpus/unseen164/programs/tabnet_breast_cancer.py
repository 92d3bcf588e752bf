# Driver: pytorch-tabnet's TabNetClassifier on scikit-learn's breast cancer data (unscaled); fit() prints its own epoch rows.
# Usage: python tabnet_breast_cancer.py LR EPOCHS
import sys
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
from pytorch_tabnet.tab_model import TabNetClassifier

lr, epochs = float(sys.argv[1]), int(sys.argv[2])
X, y = load_breast_cancer(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, test_size=0.25, random_state=0)
clf = TabNetClassifier(optimizer_params=dict(lr=lr), seed=0, verbose=1)
clf.fit(Xtr, ytr, eval_set=[(Xva, yva)], eval_metric=["auc", "accuracy"], max_epochs=epochs, patience=0,
        batch_size=64, virtual_batch_size=32)
