import sys, numpy as np, pandas as pd
from gluonts.dataset.common import ListDataset
from gluonts.torch import DeepAREstimator
rng = np.random.default_rng(0)
ds = ListDataset([{"start": pd.Period("2024-01-01", freq="h"), "target": 10 + np.sin(np.arange(400) / 6) + rng.normal(0, .3, 400)} for _ in range(8)], freq="h")
DeepAREstimator(freq="h", prediction_length=int(sys.argv[2]) if len(sys.argv) > 2 else 12, lr=float(sys.argv[1]), num_batches_per_epoch=10,
                trainer_kwargs={"max_epochs": 3, "accelerator": "cpu", "enable_progress_bar": False}).train(ds)
