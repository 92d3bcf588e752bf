from sksurv.datasets import load_whas500
from sksurv.ensemble import GradientBoostingSurvivalAnalysis
from sksurv.column import encode_categorical
X, y = load_whas500()
X = encode_categorical(X).astype(float)
GradientBoostingSurvivalAnalysis(n_estimators=40, subsample=0.7, verbose=1, random_state=0).fit(X, y)
