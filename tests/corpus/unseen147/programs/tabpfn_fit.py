from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
from tabpfn import TabPFNClassifier
X, y = load_breast_cancer(return_X_y=True)
Xtr, Xte, ytr, yte = train_test_split(X, y, random_state=0)
clf = TabPFNClassifier(device="cpu")
clf.fit(Xtr, ytr)
print("accuracy", clf.score(Xte, yte))
