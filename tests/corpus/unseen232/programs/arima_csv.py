# pmdarima stepwise auto_arima over a series read from CSV, with its trace
import sys, pandas as pd, pmdarima as pm
y = pd.read_csv(sys.argv[1])["y"]
pm.auto_arima(y, seasonal=False, trace=True, suppress_warnings=True, error_action="ignore")
