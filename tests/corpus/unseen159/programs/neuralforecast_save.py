# fit NHITS briefly and save it with NeuralForecast.save; argv: directory
import sys, numpy as np, pandas as pd
from neuralforecast import NeuralForecast
from neuralforecast.models import NHITS
df = pd.DataFrame({"unique_id": "s0", "ds": pd.date_range("2020-01-01", periods=200, freq="D"), "y": np.sin(np.arange(200) / 7)})
nf = NeuralForecast(models=[NHITS(h=14, input_size=28, max_steps=5, enable_progress_bar=False, enable_model_summary=False)], freq="D")
nf.fit(df)
nf.save(path=sys.argv[1], overwrite=True, save_dataset=True)
