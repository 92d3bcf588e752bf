import sys, numpy as np, statsmodels.api as sm
X = sm.add_constant(np.random.default_rng(0).normal(size=(50000, 20)))
y = X @ np.ones(21) + np.random.default_rng(1).normal(size=50000)
res = sm.OLS(y, X).fit()
print(res.summary().tables[0])
res.save(sys.argv[1])
