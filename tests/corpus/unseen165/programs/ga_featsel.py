import sys
from sklearn_genetic import GAFeatureSelectionCV
from sklearn_genetic.callbacks import ConsecutiveStopping
from sklearn.linear_model import LogisticRegression
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
sel = GAFeatureSelectionCV(LogisticRegression(max_iter=int(sys.argv[3])), cv=3, scoring="roc_auc", population_size=int(sys.argv[1]), generations=int(sys.argv[2]), n_jobs=1, verbose=True)
sel.fit(X, y, callbacks=[ConsecutiveStopping(generations=3, metric="fitness")])
print("selected:", sel.support_.sum())
