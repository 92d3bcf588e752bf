import numpy as np, pmdarima as pm
y = np.cumsum(np.random.default_rng(0).normal(size=150)) + 50
model = pm.auto_arima(y, trace=True, seasonal=False, suppress_warnings=True, stepwise=True)
print(model.summary())
