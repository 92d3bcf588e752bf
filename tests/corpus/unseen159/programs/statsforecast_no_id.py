# statsforecast AutoETS on a dataframe that has no unique_id column
import numpy as np, pandas as pd
from statsforecast import StatsForecast
from statsforecast.models import AutoETS
df = pd.DataFrame({"ds": pd.date_range("2020-01-01", periods=60, freq="MS"), "y": np.arange(60.0)})
print(StatsForecast(models=[AutoETS(season_length=12)], freq="MS").forecast(df=df, h=3))
