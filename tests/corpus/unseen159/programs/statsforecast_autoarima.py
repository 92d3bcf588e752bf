# statsforecast AutoARIMA with trace=True on a synthetic monthly series; argv: mode (ok | nan)
import sys, numpy as np, pandas as pd
from statsforecast import StatsForecast
from statsforecast.models import AutoARIMA
rng = np.random.default_rng(0)
y = 100 + np.cumsum(rng.normal(0, 1, 120)) + 10 * np.sin(np.arange(120) * 2 * np.pi / 12)
if sys.argv[1] == "nan":
    y[50] = np.nan
df = pd.DataFrame({"unique_id": "a", "ds": pd.date_range("2010-01-01", periods=120, freq="MS"), "y": y})
sf = StatsForecast(models=[AutoARIMA(season_length=12, trace=True)], freq="MS")
print(sf.forecast(df=df, h=6))
