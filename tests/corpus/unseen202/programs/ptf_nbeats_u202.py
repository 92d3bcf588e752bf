import sys
import numpy as np, pandas as pd
import lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, NBeats
n = 400
data = pd.DataFrame({"series": "a", "time_idx": np.arange(n),
                     "value": (np.sin(np.arange(n) / 6) + np.random.default_rng(0).normal(scale=0.1, size=n)).astype("float32")})
cut = n - 40
train = TimeSeriesDataSet(data[data.time_idx < cut], time_idx="time_idx", target="value", group_ids=["series"],
                          time_varying_unknown_reals=["value"], max_encoder_length=40, max_prediction_length=10)
val = TimeSeriesDataSet.from_dataset(train, data, min_prediction_idx=cut)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
model = NBeats.from_dataset(train, learning_rate=lr, widths=[32, 128], backcast_loss_ratio=0.1)
trainer = pl.Trainer(max_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 3, accelerator="cpu", limit_train_batches=10, enable_model_summary=False)
trainer.fit(model, train.to_dataloader(train=True, batch_size=32), val.to_dataloader(train=False, batch_size=32))
