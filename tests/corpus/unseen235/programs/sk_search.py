import sys
import numpy as np
from sklearn.datasets import load_digits
from sklearn.model_selection import GridSearchCV, RandomizedSearchCV
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import SVC
from sklearn.linear_model import LogisticRegression
kind = sys.argv[1]
X, y = load_digits(return_X_y=True)
if kind == "grid":
    s = GridSearchCV(make_pipeline(StandardScaler(), SVC()), {"svc__C": [0.1, 1, 10], "svc__gamma": ["scale", 0.01]}, cv=3, verbose=3)
elif kind == "badparam":
    s = GridSearchCV(make_pipeline(StandardScaler(), SVC()), {"svm__C": [0.1, 1]}, cv=3, verbose=2)
elif kind == "rand":
    s = RandomizedSearchCV(LogisticRegression(max_iter=200), {"C": np.logspace(-3, 2, 20)}, n_iter=5, cv=3, verbose=2, random_state=0, scoring="accuracy")
elif kind == "nan":
    X = X.astype(float); X[5, 3] = np.nan
    s = GridSearchCV(SVC(), {"C": [1, 10]}, cv=3, verbose=1)
s.fit(X, y)
print("best:", s.best_params_, s.best_score_)
