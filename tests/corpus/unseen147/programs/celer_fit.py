import sys
import numpy as np
from celer import Lasso
rng = np.random.default_rng(0)
X = rng.normal(size=(300, 500)); y = X[:, :8] @ rng.normal(size=8) + 0.5 * rng.normal(size=300)
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
Lasso(alpha=0.05, verbose=2, tol=1e-8).fit(X * scale, y)
