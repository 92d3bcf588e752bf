import sys
import numpy as np, pandas as pd
from neuralprophet import NeuralProphet
n = 365
df = pd.DataFrame({"ds": pd.date_range("2020-01-01", periods=n, freq="D"),
                   "y": 10 + np.sin(np.arange(n) * 2 * np.pi / 7) + np.random.default_rng(0).normal(scale=0.3, size=n)})
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
m = NeuralProphet(epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 5, learning_rate=lr, batch_size=32)
print(m.fit(df, freq="D").tail())
