import sys
import numpy as np
import statsmodels.api as sm
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
X = sm.add_constant(X[:, :int(sys.argv[1])])
print(sm.Logit(y, X).fit(method=sys.argv[2], maxiter=50, disp=True).summary())
