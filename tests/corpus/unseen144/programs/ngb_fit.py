import sys
import numpy as np
from ngboost import NGBRegressor
rng = np.random.default_rng(0)
X = rng.standard_normal((400, 5)); y = X @ rng.standard_normal(5) + 0.3 * rng.standard_normal(400)
NGBRegressor(n_estimators=int(sys.argv[2]), learning_rate=float(sys.argv[1]), verbose_eval=10, random_state=0).fit(X[:300], y[:300], X_val=X[300:], Y_val=y[300:])
