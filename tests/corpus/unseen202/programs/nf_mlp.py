import sys
import numpy as np, pandas as pd
from neuralforecast import NeuralForecast
from neuralforecast.models import MLP
n = 200
df = pd.DataFrame({"unique_id": "s1", "ds": pd.date_range("2020-01-01", periods=n, freq="D"),
                   "y": np.sin(np.arange(n) / 7) * 10 + np.random.default_rng(0).normal(size=n)})
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 30
nf = NeuralForecast(models=[MLP(h=7, input_size=14, max_steps=steps, learning_rate=lr, val_check_steps=10, accelerator="cpu", enable_progress_bar=True)], freq="D")
nf.fit(df, val_size=14)
print(nf.predict().head())
if len(sys.argv) > 3:
    nf.save(sys.argv[3], overwrite=True, save_dataset=True)
