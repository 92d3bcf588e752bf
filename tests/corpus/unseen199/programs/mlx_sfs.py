from mlxtend.feature_selection import SequentialFeatureSelector as SFS
from sklearn.neighbors import KNeighborsClassifier
from sklearn.datasets import load_wine
X, y = load_wine(return_X_y=True)
SFS(KNeighborsClassifier(n_neighbors=4), k_features=6, forward=True, floating=True, scoring="accuracy", cv=3, verbose=2, n_jobs=1).fit(X, y)
