from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import GradientBoostingClassifier
X, y = load_breast_cancer(return_X_y=True)
GradientBoostingClassifier(n_estimators=60, subsample=0.8, verbose=1, random_state=0).fit(X, y)
