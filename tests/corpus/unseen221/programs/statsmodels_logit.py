import sys
import numpy as np
import statsmodels.api as sm
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
X = sm.add_constant(X[:, :int(sys.argv[2])] * float(sys.argv[3]))
sm.Logit(y, X).fit(method=sys.argv[1], disp=True, maxiter=200)
