import sys
import numpy as np
import statsmodels.api as sm
rng = np.random.default_rng(0)
n, k = int(sys.argv[1]), int(sys.argv[2])
X = rng.standard_normal((n, k)); y = X[:, 0] + rng.standard_normal(n)
print(sm.OLS(y, X).fit().summary().tables[0])
