import sys
import numpy as np, pandas as pd
from prophet import Prophet
n = 400
df = pd.DataFrame({"ds": pd.date_range("2021-01-01", periods=n, freq="D"),
                   "y": 10 + np.sin(np.arange(n) * 2 * np.pi / 7) + np.arange(n) / 100 + np.random.default_rng(0).normal(scale=0.3, size=n)})
m = Prophet()
m.fit(df, show_console=True)
print(m.predict(m.make_future_dataframe(periods=3)).yhat.tail(3))
