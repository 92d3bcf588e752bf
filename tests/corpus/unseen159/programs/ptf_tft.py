# pytorch-forecasting TemporalFusionTransformer on its synthetic AR data; argv: learning_rate [num_workers]
import sys, pandas as pd, lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, TemporalFusionTransformer
from pytorch_forecasting.data.examples import generate_ar_data
data = generate_ar_data(seasonality=10.0, timesteps=120, n_series=10, seed=42)
cut = data["time_idx"].max() - 12
kw = dict(time_idx="time_idx", target="value", group_ids=["series"], time_varying_unknown_reals=["value"], max_encoder_length=24, max_prediction_length=12)
train = TimeSeriesDataSet(data[lambda x: x.time_idx <= cut], **kw)
val = TimeSeriesDataSet.from_dataset(train, data, min_prediction_idx=cut + 1)
tft = TemporalFusionTransformer.from_dataset(train, learning_rate=float(sys.argv[1]), hidden_size=8, attention_head_size=1, hidden_continuous_size=4)
trainer = pl.Trainer(max_epochs=2, accelerator="cpu", limit_train_batches=10, enable_checkpointing=False, logger=False, enable_model_summary=False, callbacks=[pl.callbacks.TQDMProgressBar()])
trainer.fit(tft, train_dataloaders=train.to_dataloader(train=True, batch_size=32, num_workers=int(sys.argv[2]) if len(sys.argv) > 2 else 0), val_dataloaders=val.to_dataloader(train=False, batch_size=32))
