import sys
from sksurv.datasets import load_whas500
from sksurv.ensemble import GradientBoostingSurvivalAnalysis
X, y = load_whas500()
X = X.select_dtypes("number").fillna(0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
GradientBoostingSurvivalAnalysis(n_estimators=30, learning_rate=lr, verbose=1, random_state=0).fit(X, y)
