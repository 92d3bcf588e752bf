import sys
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import HistGradientBoostingClassifier
X, y = load_breast_cancer(return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
HistGradientBoostingClassifier(max_iter=20, learning_rate=lr, early_stopping=True, verbose=1, random_state=0).fit(X, y)
