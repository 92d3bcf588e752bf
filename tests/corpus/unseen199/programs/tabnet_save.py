import sys
from pytorch_tabnet.tab_model import TabNetClassifier
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
clf = TabNetClassifier(n_d=64, n_a=64, n_steps=8, seed=0, verbose=0)
clf.fit(X, y, max_epochs=1, batch_size=256, virtual_batch_size=128)
print("saved:", clf.save_model(sys.argv[1]))
