import sys
import numpy as np
from sksurv.datasets import load_whas500
from sksurv.ensemble import GradientBoostingSurvivalAnalysis
X, y = load_whas500()
X = X.select_dtypes("number").fillna(0).astype(float)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
m = GradientBoostingSurvivalAnalysis(n_estimators=40, learning_rate=lr, subsample=0.8, verbose=1, random_state=0)
m.fit(X, y)
print("c-index", m.score(X, y))
