# Prophet on a synthetic daily series; argv: mode (ok | nods | verbose)
import sys, logging, numpy as np, pandas as pd
from prophet import Prophet
mode = sys.argv[1]
df = pd.DataFrame({"ds": pd.date_range("2022-01-01", periods=400, freq="D")})
df["y"] = 50 + 0.05 * np.arange(400) + 5 * np.sin(2 * np.pi * np.arange(400) / 7) + np.random.default_rng(0).normal(0, 1, 400)
if mode == "nods":
    df = df.rename(columns={"ds": "date"})
m = Prophet()
m.fit(df, show_console=(mode == "verbose"))
print(m.predict(m.make_future_dataframe(periods=14)).tail(3)[["ds", "yhat"]])
