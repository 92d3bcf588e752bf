# pytorch-forecasting's NBeats trained by a Lightning Trainer (the library's module logs) on a synthetic series
import sys, numpy as np, pandas as pd
import lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, NBeats

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
enc = int(sys.argv[3]) if len(sys.argv) > 3 else 24
rng = np.random.default_rng(0)
t = np.arange(400)
df = pd.DataFrame({"time_idx": t, "series": "a", "value": 10 + np.sin(2 * np.pi * t / 12) + 0.1 * rng.normal(size=400)})
train = TimeSeriesDataSet(df[df.time_idx < 340], time_idx="time_idx", target="value", group_ids=["series"],
                          max_encoder_length=enc, max_prediction_length=6, time_varying_unknown_reals=["value"])
val = TimeSeriesDataSet.from_dataset(train, df, min_prediction_idx=340)
model = NBeats.from_dataset(train, learning_rate=lr, widths=[32, 32], log_interval=10)
trainer = pl.Trainer(max_epochs=epochs, accelerator="cpu", enable_progress_bar=True, limit_train_batches=20)
trainer.fit(model, train.to_dataloader(train=True, batch_size=32), val.to_dataloader(train=False, batch_size=32))
