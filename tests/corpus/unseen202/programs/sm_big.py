import sys
import numpy as np
import statsmodels.api as sm
y = np.cumsum(np.random.default_rng(0).normal(size=int(float(sys.argv[1]))))
res = sm.tsa.SARIMAX(y, order=(1, 0, 1), seasonal_order=(1, 0, 0, 12)).fit(disp=False)
print(res.summary())
