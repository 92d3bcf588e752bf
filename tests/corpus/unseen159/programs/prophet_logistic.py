# Prophet with logistic growth, the dataframe without a 'cap' column
import numpy as np, pandas as pd
from prophet import Prophet
df = pd.DataFrame({"ds": pd.date_range("2022-01-01", periods=100, freq="D"), "y": np.log1p(np.arange(100))})
Prophet(growth="logistic").fit(df)
