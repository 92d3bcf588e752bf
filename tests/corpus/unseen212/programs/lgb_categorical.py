import lightgbm as lgb
import pandas as pd
from sklearn.datasets import load_diabetes

X, y = load_diabetes(return_X_y=True, as_frame=True)
X["region"] = pd.Series(["north", "south", "east", "west"] * 111)[: len(X)].values
lgb.LGBMRegressor(n_estimators=20, verbose=-1, n_jobs=1).fit(X, y)
