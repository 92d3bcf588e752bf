import sys
import numpy as np, pandas as pd
from sktime.forecasting.compose import make_reduction
from sklearn.ensemble import RandomForestRegressor
y = pd.Series(np.cumsum(np.random.default_rng(0).normal(size=2000)))
f = make_reduction(RandomForestRegressor(n_estimators=50, random_state=0), window_length=24).fit(y, fh=[1, 2, 3])
f.save(sys.argv[1])
print("saved to", sys.argv[1])
