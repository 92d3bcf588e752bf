import sys
import numpy as np, pandas as pd
from prophet import Prophet
n = int(sys.argv[1]) if len(sys.argv) > 1 else 365
ds = pd.date_range("2020-01-01", periods=n, freq="D")
y = 10 + np.sin(np.arange(n) * 2 * np.pi / 7) + np.random.default_rng(0).normal(0, 0.3, n)
m = Prophet()
m.fit(pd.DataFrame({"ds": ds, "y": y}))
print(m.predict(m.make_future_dataframe(periods=7)).tail(3)[["ds", "yhat"]])
