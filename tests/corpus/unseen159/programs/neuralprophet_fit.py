# NeuralProphet on a synthetic daily series; argv: learning_rate
import sys, numpy as np, pandas as pd
from neuralprophet import NeuralProphet
df = pd.DataFrame({"ds": pd.date_range("2022-01-01", periods=300, freq="D")})
df["y"] = 20 + 0.02 * np.arange(300) + 3 * np.sin(2 * np.pi * np.arange(300) / 7) + np.random.default_rng(0).normal(0, 0.5, 300)
m = NeuralProphet(epochs=5, learning_rate=float(sys.argv[1]), batch_size=32)
metrics = m.fit(df, freq="D")
print(metrics.tail(3))
