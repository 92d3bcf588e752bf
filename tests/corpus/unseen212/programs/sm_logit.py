import sys
import numpy as np
import statsmodels.api as sm
from sklearn.datasets import load_breast_cancer

X, y = load_breast_cancer(return_X_y=True)
cols = [int(c) for c in sys.argv[1:]] or [0, 1]
res = sm.Logit(y, sm.add_constant(X[:, cols])).fit(disp=True)
print(res.summary())
