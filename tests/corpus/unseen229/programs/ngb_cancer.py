"""Fit NGBoost's NGBClassifier on scikit-learn's bundled breast-cancer data; NGBoost prints its own iterations (verbose=True)."""
import sys

from ngboost import NGBClassifier
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split

X, y = load_breast_cancer(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
NGBClassifier(n_estimators=int(sys.argv[1]) if len(sys.argv) > 1 else 40, verbose_eval=10).fit(
    Xtr, ytr, X_val=Xva, Y_val=yva, early_stopping_rounds=5)
