import sys, numpy as np, pandas as pd
from statsforecast import StatsForecast
from statsforecast.models import AutoARIMA
t = np.arange(int(sys.argv[1]))
y = 10 + np.sin(2 * np.pi * t / 12) * 3 + np.random.default_rng(0).normal(size=t.size) * float(sys.argv[2])
df = pd.DataFrame({"unique_id": "s1", "ds": pd.date_range("2000-01-01", periods=t.size, freq="MS"), "y": y})
sf = StatsForecast(models=[AutoARIMA(season_length=12, trace=True)], freq="MS", n_jobs=1)
print(sf.forecast(df=df, h=6))
