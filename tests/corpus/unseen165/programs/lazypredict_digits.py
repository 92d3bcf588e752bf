import sys
from lazypredict.Supervised import LazyClassifier
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
X, y = load_digits(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=0)
clf = LazyClassifier(verbose=int(sys.argv[1]), ignore_warnings=True, classifiers=[c for c in LazyClassifier().classifiers if c[0] in sys.argv[2].split(",")] if len(sys.argv) > 2 else "all")
models, _ = clf.fit(X_train, X_test, y_train, y_test)
print(models)
