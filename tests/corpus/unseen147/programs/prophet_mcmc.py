import numpy as np, pandas as pd
from prophet import Prophet
ds = pd.date_range("2021-01-01", periods=120, freq="D")
y = 5 + np.sin(np.arange(120) * 2 * np.pi / 7) + np.random.default_rng(1).normal(0, 0.3, 120)
m = Prophet(mcmc_samples=60, weekly_seasonality=True, daily_seasonality=False, yearly_seasonality=False)
m.fit(pd.DataFrame({"ds": ds, "y": y}), show_progress=False)
print(m.predict(m.make_future_dataframe(periods=3)).tail(3)[["ds", "yhat"]])
