import sys
import numpy as np
from interpret.glassbox import ExplainableBoostingRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
y = y * float(sys.argv[1]) if len(sys.argv) > 1 else y
ebm = ExplainableBoostingRegressor(outer_bags=2, n_jobs=1)
ebm.fit(X, y)
print("R2", ebm.score(X, y))
