import sys
import numpy as np
import statsmodels.api as sm
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
X = sm.add_constant(X[:, :4] * float(sys.argv[1]) if len(sys.argv) > 1 else X[:, :4] / 100)
sm.Poisson(y, X).fit(method="newton", maxiter=30) if len(sys.argv) > 2 else sm.Logit(y, X).fit()
