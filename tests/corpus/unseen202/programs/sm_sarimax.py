import sys
import numpy as np
import statsmodels.api as sm
rng = np.random.default_rng(0)
y = np.cumsum(rng.normal(size=int(sys.argv[1]) if len(sys.argv) > 1 else 200))
res = sm.tsa.SARIMAX(y, order=(2, 1, 1)).fit(disp=True)
