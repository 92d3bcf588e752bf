import numpy as np
from pyod.models.suod import SUOD
from pyod.models.lof import LOF
from pyod.models.iforest import IForest
X = np.random.default_rng(0).normal(size=(500, 8))
clf = SUOD(base_estimators=[LOF(), IForest()], n_jobs=1, verbose=True)
clf.fit(X)
print(clf.decision_scores_[:5])
