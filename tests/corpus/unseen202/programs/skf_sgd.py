import sys
import numpy as np, pandas as pd
from sklearn.linear_model import SGDRegressor
from skforecast.recursive import ForecasterRecursive
n = 300
y = pd.Series(50 + 10 * np.sin(np.arange(n) / 6) + np.random.default_rng(0).normal(size=n), index=pd.date_range("2020-01-01", periods=n, freq="D"), name="y")
eta0 = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-5
f = ForecasterRecursive(SGDRegressor(verbose=1, max_iter=8, tol=None, learning_rate="constant", eta0=eta0, random_state=0), lags=12)
f.fit(y)
print(f.predict(5))
