# Driver: NeuralProphet's own fit loop (PyTorch Lightning underneath) on a generated daily series with weekly
# seasonality and noise (no download). Usage: python neuralprophet_sine.py EPOCHS LR N_LAGS
import sys
import numpy as np
import pandas as pd
from neuralprophet import NeuralProphet

epochs, lr, n_lags = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
ds = pd.date_range("2022-01-01", periods=400, freq="D")
t = np.arange(400)
y = 10 + 0.02 * t + 3 * np.sin(2 * np.pi * t / 7) + np.random.default_rng(0).normal(scale=0.5, size=400)
df = pd.DataFrame({"ds": ds, "y": y})
m = NeuralProphet(epochs=epochs, learning_rate=lr, n_lags=n_lags, batch_size=32)
metrics = m.fit(df, freq="D")
print(metrics.tail())
