# DeepAR (gluonts.torch) on synthetic series; argv: lr epochs
import sys, numpy as np, pandas as pd
from gluonts.dataset.pandas import PandasDataset
from gluonts.torch import DeepAREstimator
lr = float(sys.argv[1]); epochs = int(sys.argv[2])
rng = np.random.default_rng(0)
idx = pd.date_range("2021-01-01", periods=300, freq="h")
df = pd.DataFrame({"target": 5 + np.sin(np.arange(300) / 12) + rng.normal(0, 0.1, 300)}, index=idx)
est = DeepAREstimator(prediction_length=24, freq="h", lr=lr, num_batches_per_epoch=20,
                      trainer_kwargs={"max_epochs": epochs, "accelerator": "cpu", "enable_progress_bar": False})
pred = est.train(PandasDataset(df, target="target"))
