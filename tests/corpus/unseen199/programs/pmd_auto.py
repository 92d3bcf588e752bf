import pmdarima as pm
y = pm.datasets.load_wineind()
pm.auto_arima(y[:120], seasonal=True, m=12, stepwise=True, trace=True, suppress_warnings=True, error_action="ignore", max_order=4)
