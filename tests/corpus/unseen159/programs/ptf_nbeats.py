# pytorch-forecasting N-BEATS on a synthetic sine series (its own dataset helpers); argv: learning_rate
import sys, numpy as np, pandas as pd, lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, NBeats
from pytorch_forecasting.data.examples import generate_ar_data
data = generate_ar_data(seasonality=10.0, timesteps=200, n_series=20, seed=42)
data["static"] = 2; data["date"] = pd.Timestamp("2020-01-01") + pd.to_timedelta(data.time_idx, "D")
cut = data["time_idx"].max() - 20
kw = dict(time_idx="time_idx", target="value", group_ids=["series"], time_varying_unknown_reals=["value"], max_encoder_length=60, max_prediction_length=20)
train = TimeSeriesDataSet(data[lambda x: x.time_idx <= cut], **kw)
val = TimeSeriesDataSet.from_dataset(train, data, min_prediction_idx=cut + 1)
trainer = pl.Trainer(max_epochs=3, accelerator="cpu", limit_train_batches=15, enable_checkpointing=False, logger=False)
net = NBeats.from_dataset(train, learning_rate=float(sys.argv[1]), widths=[32, 512], backcast_loss_ratio=0.1)
trainer.fit(net, train_dataloaders=train.to_dataloader(train=True, batch_size=64), val_dataloaders=val.to_dataloader(train=False, batch_size=64))
