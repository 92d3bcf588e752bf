import sys
import numpy as np
from sklearn.linear_model import SGDRegressor
rng = np.random.default_rng(0)
X = rng.standard_normal((500, 10)); y = X @ rng.standard_normal(10) + 0.1 * rng.standard_normal(500)
SGDRegressor(eta0=float(sys.argv[1]), max_iter=int(sys.argv[2]), tol=None, verbose=1, random_state=0).fit(X, y)
