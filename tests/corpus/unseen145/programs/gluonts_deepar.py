# GluonTS's torch DeepAR on a synthetic series; GluonTS/Lightning print the training
import sys, numpy as np, pandas as pd
from gluonts.dataset.pandas import PandasDataset
from gluonts.torch import DeepAREstimator
idx = pd.period_range("2020-01-01", periods=300, freq="D")
df = pd.DataFrame({"target": np.sin(np.arange(300) / 7) * 10 + 20 + np.random.default_rng(0).normal(size=300)}, index=idx)
est = DeepAREstimator(freq="D", prediction_length=7, lr=float(sys.argv[2]), num_batches_per_epoch=20,
                      trainer_kwargs={"max_epochs": int(sys.argv[1]), "accelerator": "cpu", "enable_progress_bar": False})
est.train(PandasDataset(df, target="target"))
