import sys
import numpy as np, pandas as pd
from statsforecast import StatsForecast
from statsforecast.models import AutoARIMA
n = int(sys.argv[1]) if len(sys.argv) > 1 else 120
df = pd.DataFrame({"unique_id": "s1", "ds": pd.date_range("2015-01-01", periods=n, freq="MS"),
                   "y": 100 + np.cumsum(np.random.default_rng(1).normal(size=n)) + 10 * np.sin(np.arange(n) * 2 * np.pi / 12)})
sf = StatsForecast(models=[AutoARIMA(season_length=12, trace=True)], freq="MS", n_jobs=1)
print(sf.forecast(df=df, h=12).head())
