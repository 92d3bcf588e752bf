# Nixtla neuralforecast on a synthetic series; neuralforecast/Lightning print the training
import sys, numpy as np, pandas as pd
from neuralforecast import NeuralForecast
from neuralforecast.models import MLP, NHITS, LSTM
n = 300
df = pd.DataFrame({"unique_id": "s1", "ds": pd.date_range("2020-01-01", periods=n, freq="D"),
                   "y": np.sin(np.arange(n) / 7) * 10 + 20 + np.random.default_rng(0).normal(size=n)})
M = {"MLP": MLP, "NHITS": NHITS, "LSTM": LSTM}[sys.argv[1]]
m = M(h=7, input_size=28, max_steps=int(sys.argv[2]), learning_rate=float(sys.argv[3]), val_check_steps=10)
NeuralForecast(models=[m], freq="D").fit(df, val_size=28)
