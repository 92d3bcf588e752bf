import sys
from sklearn.datasets import load_digits
from sklearn.model_selection import GridSearchCV
from sklearn.svm import SVC
X, y = load_digits(return_X_y=True)
GridSearchCV(SVC(), {"C": [0.1, 1, 10], sys.argv[1]: [1e-4, 1e-3]}, cv=3, verbose=3).fit(X, y)
