import numpy as np, pandas as pd
from statsforecast import StatsForecast
from statsforecast.models import AutoETS
df = pd.DataFrame({"series": "s1", "date": pd.date_range("2015-01-01", periods=96, freq="MS"),
                   "sales": 100 + np.random.default_rng(1).normal(size=96)})
sf = StatsForecast(models=[AutoETS(season_length=12)], freq="MS", n_jobs=1)
print(sf.forecast(df=df, h=12))
