import sys
import numpy as np
from skglm import Lasso
rng = np.random.default_rng(0)
X = rng.normal(size=(500, 200)); y = X[:, :5] @ rng.normal(size=5) + rng.normal(size=500)
alpha = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
Lasso(alpha=alpha, verbose=2, tol=1e-8).fit(X, y)
