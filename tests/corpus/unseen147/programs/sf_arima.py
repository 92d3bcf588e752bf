import sys
import numpy as np, pandas as pd
from statsforecast import StatsForecast
from statsforecast.models import AutoARIMA
n = int(sys.argv[1]) if len(sys.argv) > 1 else 120
t = np.arange(n)
df = pd.DataFrame({"unique_id": "s1", "ds": pd.date_range("2015-01-01", periods=n, freq="MS"),
                   "y": 100 + t + 10 * np.sin(2 * np.pi * t / 12) + np.random.default_rng(0).normal(0, 2, n)})
sf = StatsForecast(models=[AutoARIMA(season_length=12, trace=True)], freq="MS", n_jobs=1)
print(sf.forecast(df=df, h=6))
