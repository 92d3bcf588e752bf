import sys
from sksurv.datasets import load_whas500
from sksurv.linear_model import CoxPHSurvivalAnalysis
X, y = load_whas500()
X = X.select_dtypes("number").fillna(0).astype(float)
if len(sys.argv) > 1:
    X = X * float(sys.argv[1])
m = CoxPHSurvivalAnalysis(alpha=0.0, n_iter=20, verbose=1)
m.fit(X, y)
print("c-index", m.score(X, y))
