import sys, numpy as np, pmdarima as pm
rng = np.random.default_rng(0)
y = np.cumsum(rng.normal(size=240)) + 10 * np.sin(np.arange(240) * 2 * np.pi / 12)
y = y * float(sys.argv[1]) if len(sys.argv) > 1 else y
model = pm.auto_arima(y, m=12, seasonal=True, stepwise=len(sys.argv) > 1, trace=True, suppress_warnings=True, error_action="ignore")
print(model.summary())
