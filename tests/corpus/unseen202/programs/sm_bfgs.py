import sys
import numpy as np
import statsmodels.api as sm
y = np.cumsum(np.random.default_rng(0).normal(size=200))
res = sm.tsa.SARIMAX(y, order=(2, 1, 2)).fit(method=sys.argv[1] if len(sys.argv) > 1 else "bfgs", disp=True, maxiter=int(sys.argv[2]) if len(sys.argv) > 2 else 50)
if len(sys.argv) > 3:
    print(res.summary())
