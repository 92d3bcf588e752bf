from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import HistGradientBoostingClassifier

X, y = load_breast_cancer(return_X_y=True)
HistGradientBoostingClassifier(max_iter=15, early_stopping=True, validation_fraction=0.2,
                               n_iter_no_change=50, verbose=1, random_state=0).fit(X, y)
