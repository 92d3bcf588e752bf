# load a CSV with pandas and fit scikit-learn's SGDRegressor verbosely (no scaling)
import sys
import pandas as pd
from sklearn.linear_model import SGDRegressor
df = pd.read_csv(sys.argv[1])
m = SGDRegressor(eta0=float(sys.argv[2]), max_iter=int(sys.argv[3]), tol=None, verbose=1, random_state=0)
m.fit(df.drop(columns="target"), df["target"])
print("R^2:", m.score(df.drop(columns="target"), df["target"]))
