# GluonTS' torch DeepAREstimator.train (its Lightning trainer and checkpoint callback log) on synthetic hourly series
import sys, logging, numpy as np, pandas as pd
from gluonts.dataset.common import ListDataset
from gluonts.torch import DeepAREstimator

logging.basicConfig(level=logging.INFO)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 4
rng = np.random.default_rng(0)
t = np.arange(400)
data = ListDataset([{"start": pd.Period("2021-01-01 00:00", freq="h"),
                     "target": 20 + 5 * np.sin(2 * np.pi * t / 24 + k) + rng.normal(size=400)} for k in range(4)], freq="h")
est = DeepAREstimator(freq="h", prediction_length=24, context_length=48, num_layers=1, hidden_size=16, lr=lr,
                      num_batches_per_epoch=20, batch_size=16,
                      trainer_kwargs={"max_epochs": epochs, "accelerator": "cpu", "enable_progress_bar": False})
predictor = est.train(data)
