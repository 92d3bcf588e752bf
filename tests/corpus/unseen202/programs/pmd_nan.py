import numpy as np
import pmdarima as pm
from pmdarima.datasets import load_wineind
y = load_wineind().astype(float)
y[50] = np.nan
pm.auto_arima(y, seasonal=False, trace=True)
