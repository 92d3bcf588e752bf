# statsmodels Logit fit (Newton, disp) on a synthetic binary task with features scaled by a factor
import sys, numpy as np, statsmodels.api as sm
rng = np.random.default_rng(0); X = rng.normal(size=(500, 3)); y = (X[:, 0] + rng.normal(size=500) > 0).astype(float)
if len(sys.argv) > 3: X[::40, 1] = np.nan
res = sm.Logit(y, sm.add_constant(X * float(sys.argv[1]))).fit(disp=True, maxiter=int(sys.argv[2]))
print(res.summary())
