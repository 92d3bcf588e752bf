import sys
import numpy as np, pandas as pd
from sklearn.linear_model import Ridge
from skforecast.recursive import ForecasterRecursive
y = pd.Series(np.random.default_rng(0).normal(size=60), index=pd.date_range("2020-01-01", periods=60, freq="D"), name="y")
f = ForecasterRecursive(Ridge(), lags=int(sys.argv[1]))
f.fit(y)
print(f.predict(7))
