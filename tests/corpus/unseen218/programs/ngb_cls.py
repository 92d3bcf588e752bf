from ngboost import NGBClassifier
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
NGBClassifier(n_estimators=50, verbose_eval=10).fit(X, y)
