from ngboost import NGBClassifier
from ngboost.distns import Bernoulli
from sklearn.datasets import load_iris
X, y = load_iris(return_X_y=True)
NGBClassifier(Dist=Bernoulli, n_estimators=50, verbose_eval=10).fit(X, y)
