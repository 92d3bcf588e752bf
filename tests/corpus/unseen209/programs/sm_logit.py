import sys
import numpy as np
import statsmodels.api as sm
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
cols = [0, 1, 4] if len(sys.argv) < 2 else list(range(30))
res = sm.Logit(y, sm.add_constant(X[:, cols])).fit(method=sys.argv[1] if len(sys.argv) > 1 else "newton", maxiter=50)
print(res.summary())
