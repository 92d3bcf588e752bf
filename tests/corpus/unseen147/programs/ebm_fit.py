import sys
import numpy as np
from interpret.glassbox import ExplainableBoostingClassifier
n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
rng = np.random.default_rng(0)
X = rng.normal(size=(n, 30))
y = (X[:, 0] + X[:, 1] * X[:, 2] > 0).astype(int)
if len(sys.argv) > 2 and sys.argv[2] == "nan-label":
    y = y.astype(float); y[::50] = np.nan
ebm = ExplainableBoostingClassifier(interactions=5, outer_bags=4, n_jobs=1)
ebm.fit(X, y)
print("accuracy", ebm.score(X, y))
