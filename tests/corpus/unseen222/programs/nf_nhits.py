# neuralforecast's NHITS through NeuralForecast.fit (its Lightning trainer prints) on synthetic daily series
import sys, numpy as np, pandas as pd
from neuralforecast import NeuralForecast
from neuralforecast.models import NHITS

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 50
rng = np.random.default_rng(0)
frames = []
for uid in range(3):
    t = np.arange(200)
    frames.append(pd.DataFrame({"unique_id": f"s{uid}", "ds": pd.date_range("2020-01-01", periods=200, freq="D"),
                                "y": 5 + np.sin(2 * np.pi * t / 7 + uid) + 0.2 * rng.normal(size=200)}))
df = pd.concat(frames)
model = NHITS(h=7, input_size=28, max_steps=steps, learning_rate=lr, val_check_steps=10,
              accelerator="cpu", enable_model_summary=False, random_seed=0)
nf = NeuralForecast(models=[model], freq="D")
nf.fit(df, val_size=14)
print(nf.predict().head())
if len(sys.argv) > 3:
    nf.save(path=sys.argv[3], overwrite=True)  # the fitted models and the dataset
