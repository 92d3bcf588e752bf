from sktime.datasets import load_airline
from sktime.forecasting.arima import AutoARIMA
y = load_airline()
f = AutoARIMA(sp=12, suppress_warnings=True, trace=True)
f.fit(y)
print(f.predict(fh=[1, 2, 3]))
