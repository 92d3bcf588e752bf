import sys, joblib
from sklearn.datasets import load_digits
from sklearn.ensemble import RandomForestClassifier
X, y = load_digits(return_X_y=True)
m = RandomForestClassifier(n_estimators=50, random_state=0).fit(X, y)
joblib.dump(m, sys.argv[1])
