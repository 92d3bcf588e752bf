import sys, numpy as np, pandas as pd, lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, NBeats
t = np.arange(400)
df = pd.DataFrame({"time_idx": t, "value": np.sin(t / 8) + 0.1 * np.random.default_rng(0).normal(size=400), "series": "a"})
ds = TimeSeriesDataSet(df[df.time_idx < 320], time_idx="time_idx", target="value", group_ids=["series"], max_encoder_length=30, max_prediction_length=6, time_varying_unknown_reals=["value"])
val = TimeSeriesDataSet.from_dataset(ds, df, min_prediction_idx=320)
trainer = pl.Trainer(max_epochs=int(sys.argv[1]), accelerator="cpu", limit_train_batches=10, default_root_dir=sys.argv[3] if len(sys.argv) > 3 else "/tmp/unseen165-scratch/ptf", gradient_clip_val=None)
net = NBeats.from_dataset(ds, learning_rate=float(sys.argv[2]), widths=[32, 64], backcast_loss_ratio=0.1)
trainer.fit(net, train_dataloaders=ds.to_dataloader(train=True, batch_size=32), val_dataloaders=val.to_dataloader(train=False, batch_size=32))
