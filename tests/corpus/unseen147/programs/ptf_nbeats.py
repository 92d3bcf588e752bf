import sys
import numpy as np, pandas as pd
import lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, NBeats
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
n = 400
df = pd.DataFrame({"series": "a", "time_idx": np.arange(n),
                   "value": np.sin(np.arange(n) / 8).astype("float32") + 2})
train = TimeSeriesDataSet(df[df.time_idx < 340], time_idx="time_idx", target="value", group_ids=["series"],
                          max_encoder_length=30, max_prediction_length=6, time_varying_unknown_reals=["value"])
val = TimeSeriesDataSet.from_dataset(train, df, min_prediction_idx=340)
model = NBeats.from_dataset(train, learning_rate=lr, widths=[32, 32], backcast_loss_ratio=0.1)
trainer = pl.Trainer(max_epochs=3, accelerator="cpu", limit_train_batches=20, log_every_n_steps=5,
                     enable_checkpointing=False, logger=False)
trainer.fit(model, train.to_dataloader(train=True, batch_size=16), val.to_dataloader(train=False, batch_size=16))
