# NGBoost regression from a CSV with its verbose boosting log
import sys, pandas as pd
from ngboost import NGBRegressor
df = pd.read_csv(sys.argv[1])
X, y = df.drop(columns="target").to_numpy(), df["target"].to_numpy()
NGBRegressor(n_estimators=int(sys.argv[3]), learning_rate=float(sys.argv[2]), verbose_eval=10, random_state=0).fit(X[:1600], y[:1600], X[1600:], y[1600:])
