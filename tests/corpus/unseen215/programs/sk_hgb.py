import sys
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import HistGradientBoostingClassifier
X, y = load_breast_cancer(return_X_y=True)
HistGradientBoostingClassifier(max_iter=int(sys.argv[1]), learning_rate=float(sys.argv[2]), early_stopping=True,
                               validation_fraction=0.2, verbose=2, random_state=0).fit(X, y)
