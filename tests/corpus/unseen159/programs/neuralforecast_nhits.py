# NHITS from neuralforecast on synthetic series; argv: learning_rate max_steps
import sys, numpy as np, pandas as pd
from neuralforecast import NeuralForecast
from neuralforecast.models import NHITS
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 60
rng = np.random.default_rng(0)
t = np.arange(200)
df = pd.concat([pd.DataFrame({"unique_id": f"s{i}", "ds": pd.date_range("2020-01-01", periods=200, freq="D"),
                              "y": 10 + np.sin(t / 7 + i) * 3 + rng.normal(0, 0.3, 200)}) for i in range(4)])
nf = NeuralForecast(models=[NHITS(h=14, input_size=28, max_steps=steps, learning_rate=lr, val_check_steps=20,
                                  enable_checkpointing=False, accelerator="cpu")], freq="D")
nf.fit(df, val_size=14)
print(nf.predict().head())
