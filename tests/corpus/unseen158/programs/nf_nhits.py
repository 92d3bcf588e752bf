# neuralforecast's NHITS (PyTorch Lightning trainer) on two synthetic daily series: python nf_nhits.py LR STEPS
import sys, numpy as np, pandas as pd
from neuralforecast import NeuralForecast
from neuralforecast.models import NHITS
ds = pd.date_range("2023-01-01", periods=300, freq="D")
df = pd.concat([pd.DataFrame({"unique_id": u, "ds": ds, "y": np.sin(np.arange(300) / (7 + i)) + i}) for i, u in enumerate("ab")])
nf = NeuralForecast(models=[NHITS(h=14, input_size=28, max_steps=int(sys.argv[2]), learning_rate=float(sys.argv[1]),
                                  val_check_steps=10, batch_size=2)], freq="D")
nf.fit(df, val_size=28)
