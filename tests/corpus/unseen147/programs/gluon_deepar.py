import sys
import numpy as np, pandas as pd
from gluonts.dataset.pandas import PandasDataset
from gluonts.torch import DeepAREstimator
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
idx = pd.period_range("2020-01-01", periods=300, freq="D")
df = pd.DataFrame({"target": 10 + np.sin(np.arange(300) / 7) + np.random.default_rng(0).normal(0, 0.2, 300)}, index=idx)
ds = PandasDataset(df, target="target")
est = DeepAREstimator(freq="D", prediction_length=7, lr=lr, num_batches_per_epoch=20, batch_size=16,
                      trainer_kwargs={"max_epochs": 3, "accelerator": "cpu", "logger": False})
predictor = est.train(ds)
print(next(iter(predictor.predict(ds))).mean)
