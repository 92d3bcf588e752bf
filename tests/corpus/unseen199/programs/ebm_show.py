from interpret.glassbox import ExplainableBoostingClassifier
from interpret import show
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True, as_frame=True)
ebm = ExplainableBoostingClassifier(interactions=0, outer_bags=2, max_rounds=200, n_jobs=1).fit(X, y)
show(ebm.explain_global())
