# darts' TCNModel.fit (its Lightning trainer prints the progress bar) on a synthetic seasonal series
import sys, numpy as np, pandas as pd
from darts import TimeSeries
from darts.models import TCNModel

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
icl = int(sys.argv[3]) if len(sys.argv) > 3 else 24
rng = np.random.default_rng(0)
t = np.arange(300)
values = 10 + np.sin(2 * np.pi * t / 12) + 0.1 * rng.normal(size=300)
series = TimeSeries.from_times_and_values(pd.date_range("2000-01-01", periods=300, freq="D"), values.astype(np.float32))
train, val = series[:240], series[240:]
model = TCNModel(input_chunk_length=icl, output_chunk_length=6, n_epochs=epochs, random_state=0,
                 optimizer_kwargs={"lr": lr}, pl_trainer_kwargs={"accelerator": "cpu"})
model.fit(train, val_series=val)
print(model.predict(6).values().ravel())
