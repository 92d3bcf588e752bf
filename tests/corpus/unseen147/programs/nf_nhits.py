import sys
import numpy as np, pandas as pd
from neuralforecast import NeuralForecast
from neuralforecast.models import NHITS
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
t = np.arange(300)
df = pd.DataFrame({"unique_id": "a", "ds": pd.date_range("2020-01-01", periods=300, freq="D"),
                   "y": 10 + np.sin(t / 7) + np.random.default_rng(0).normal(0, 0.2, 300)})
model = NHITS(h=7, input_size=28, max_steps=60, learning_rate=lr, val_check_steps=20,
              batch_size=16, random_seed=0, accelerator="cpu", enable_progress_bar=True)
nf = NeuralForecast(models=[model], freq="D")
nf.fit(df=df, val_size=28)
print(nf.predict().head())
