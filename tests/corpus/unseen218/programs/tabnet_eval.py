from pytorch_tabnet.tab_model import TabNetClassifier
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
clf = TabNetClassifier(seed=0, verbose=1)
clf.fit(X[:400], y[:400], eval_set=[(X[400:, :20], y[400:])], max_epochs=5, batch_size=128, virtual_batch_size=64)
