import sys
import numpy as np, pandas as pd
from darts import TimeSeries
from darts.models import BlockRNNModel
n = 300
ts = TimeSeries.from_times_and_values(pd.date_range("2020-01-01", periods=n, freq="D"),
                                      (np.sin(np.arange(n) / 8) + np.random.default_rng(0).normal(scale=0.1, size=n)).astype("float32"))
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
model = BlockRNNModel(input_chunk_length=24, output_chunk_length=6, model="LSTM", hidden_dim=16, n_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 3,
                      batch_size=32, optimizer_kwargs={"lr": lr}, pl_trainer_kwargs={"accelerator": "cpu"}, random_state=0)
model.fit(ts[:-30], val_series=ts[-60:])
print(model.predict(6).values().ravel())
