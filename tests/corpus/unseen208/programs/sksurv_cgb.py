import sys
from sksurv.datasets import load_veterans_lung_cancer
from sksurv.ensemble import ComponentwiseGradientBoostingSurvivalAnalysis
from sksurv.preprocessing import OneHotEncoder
X, y = load_veterans_lung_cancer()
X = OneHotEncoder().fit_transform(X)
ComponentwiseGradientBoostingSurvivalAnalysis(n_estimators=40, learning_rate=float(sys.argv[1]), subsample=0.8, verbose=1, random_state=0).fit(X, y)
