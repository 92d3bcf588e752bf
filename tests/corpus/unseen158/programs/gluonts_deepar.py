# GluonTS's torch DeepAREstimator (Lightning trainer) on synthetic hourly series: python gluonts_deepar.py LR EPOCHS [--spike]
# --spike: one series carries a value of 1e38 (a corrupt reading)
import sys, numpy as np, pandas as pd
from gluonts.dataset.common import ListDataset
from gluonts.torch import DeepAREstimator
rng = np.random.default_rng(0)
series = [10 + np.sin(np.arange(400) / 6) + rng.normal(0, 0.3, 400) for _ in range(8)]
if "--spike" in sys.argv:
    series[3][200] = 1e38
ds = ListDataset([{"start": pd.Period("2024-01-01 00:00", freq="h"), "target": t} for t in series], freq="h")
est = DeepAREstimator(freq="h", prediction_length=12, lr=float(sys.argv[1]), num_batches_per_epoch=10,
                      trainer_kwargs={"max_epochs": int(sys.argv[2]), "enable_progress_bar": False})
est.train(ds)
