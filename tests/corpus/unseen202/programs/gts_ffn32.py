import sys
import numpy as np, pandas as pd
from gluonts.dataset.pandas import PandasDataset
from gluonts.torch import SimpleFeedForwardEstimator
n = 300
s = pd.Series(np.sin(np.arange(n) / 5) + np.random.default_rng(0).normal(scale=0.1, size=n), index=pd.period_range("2020-01-01", periods=n, freq="h")).astype("float32")
ds = PandasDataset(s)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
est = SimpleFeedForwardEstimator(prediction_length=12, context_length=24, lr=lr, batch_size=16, num_batches_per_epoch=10,
                                 trainer_kwargs={"max_epochs": int(sys.argv[2]) if len(sys.argv) > 2 else 3, "accelerator": "cpu"})
pred = est.train(ds)
