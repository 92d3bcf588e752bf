import pmdarima as pm
from pmdarima.datasets import load_wineind
pm.auto_arima(load_wineind(), seasonal=True, m=12, stepwise=False, trace=True, n_jobs=1)
