import sys, numpy as np, statsmodels.api as sm
rng = np.random.default_rng(1)
e = rng.normal(size=120)
y = np.cumsum(e) * float(sys.argv[1] if len(sys.argv) > 1 else 1)
res = sm.tsa.SARIMAX(y, order=(1, 1, 1)).fit(disp=True, maxiter=50)
print(res.summary())
