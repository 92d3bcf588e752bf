import numpy as np
from statsmodels.tsa.arima.model import ARIMA

rng = np.random.default_rng(0)
y = np.cumsum(rng.normal(size=300)) + 0.3 * np.sin(np.arange(300) / 6)
res = ARIMA(y, order=(2, 1, 1)).fit()
print(res.summary().tables[0])
res.plot_diagnostics(figsize=(10, 8))
