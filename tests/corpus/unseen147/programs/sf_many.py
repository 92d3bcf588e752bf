import sys
import numpy as np, pandas as pd
from statsforecast import StatsForecast
from statsforecast.models import AutoARIMA
k = int(sys.argv[1]) if len(sys.argv) > 1 else 50
rng = np.random.default_rng(0)
frames = []
for i in range(k):
    t = np.arange(240)
    frames.append(pd.DataFrame({"unique_id": f"s{i}", "ds": pd.date_range("2000-01-01", periods=240, freq="MS"),
                                "y": 50 + 0.3 * t + 8 * np.sin(2 * np.pi * t / 12) + rng.normal(0, 3, 240).cumsum()}))
df = pd.concat(frames)
if len(sys.argv) > 2 and sys.argv[2] == "nan":
    df.loc[df.index[::37], "y"] = np.nan
sf = StatsForecast(models=[AutoARIMA(season_length=12, trace=True)], freq="MS", n_jobs=1)
print(sf.forecast(df=df, h=12).head())
