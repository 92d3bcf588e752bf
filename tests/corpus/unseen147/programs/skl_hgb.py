import sys
from sklearn.datasets import make_classification
from sklearn.ensemble import HistGradientBoostingClassifier
X, y = make_classification(n_samples=4000, n_features=20, random_state=0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
clf = HistGradientBoostingClassifier(max_iter=25, learning_rate=lr, early_stopping=True,
                                     validation_fraction=0.2, n_iter_no_change=50, verbose=int(sys.argv[2]) if len(sys.argv) > 2 else 1, random_state=0)
clf.fit(X, y)
print("train accuracy:", clf.score(X, y))
