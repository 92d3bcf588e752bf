# NeuralProphet on a synthetic daily series; NeuralProphet prints its training progress and metrics
import sys, numpy as np, pandas as pd
from neuralprophet import NeuralProphet
n = 365
df = pd.DataFrame({"ds": pd.date_range("2021-01-01", periods=n, freq="D"),
                   "y": np.sin(np.arange(n) / 7) * 10 + 20 + np.random.default_rng(0).normal(size=n)})
m = NeuralProphet(epochs=int(sys.argv[1]), learning_rate=float(sys.argv[2]))
print(m.fit(df, freq="D").tail(3))
