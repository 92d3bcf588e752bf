import sys, numpy as np, statsmodels.api as sm
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
X = sm.add_constant(X[:, :4] * float(sys.argv[1]))
sm.Logit(y, X).fit(method=sys.argv[2], maxiter=int(sys.argv[3]), disp=True)
