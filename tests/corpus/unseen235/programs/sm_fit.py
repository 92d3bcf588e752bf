import sys
import numpy as np
import statsmodels.api as sm
rng = np.random.default_rng(0)
X = sm.add_constant(rng.normal(size=(300, 3)))
if sys.argv[1] == "logit":
    y = (X @ [0.2, 1.0, -1.0, 0.5] + rng.normal(size=300) > 0).astype(float)
    sm.Logit(y, X).fit(disp=True)
elif sys.argv[1] == "nan":
    y = (X[:, 1] > 0).astype(float); X[4, 2] = np.nan
    sm.Logit(y, X).fit(disp=True)
else:
    y = (X[:, 1] > 0).astype(float)
    sm.Logit(y, X).fit(disp=True, maxiter=int(sys.argv[2]))
