import sys
from sklearn.datasets import load_iris
from sklearn.model_selection import GridSearchCV
from sklearn.svm import SVC
X, y = load_iris(return_X_y=True)
grid = {"C": [0.1, 1, 10], "gamma": [0.01, 0.1]}
if len(sys.argv) > 1:
    grid = {sys.argv[1]: [0.1, 1]}
gs = GridSearchCV(SVC(), grid, cv=3, verbose=3)
gs.fit(X, y)
