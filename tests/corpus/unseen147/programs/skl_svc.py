import sys
from sklearn.datasets import load_breast_cancer
from sklearn.svm import SVC
X, y = load_breast_cancer(return_X_y=True)
C = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
clf = SVC(C=C, kernel="rbf", verbose=True)
clf.fit(X, y)
print("accuracy", clf.score(X, y))
