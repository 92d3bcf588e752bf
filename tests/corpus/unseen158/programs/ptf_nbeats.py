# pytorch-forecasting's NBeats with a Lightning Trainer on synthetic series: python ptf_nbeats.py LR EPOCHS
import sys, numpy as np, pandas as pd, lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, NBeats
t = np.arange(300)
data = pd.DataFrame({"time_idx": np.tile(t, 4), "series": np.repeat(list("abcd"), 300),
                     "value": np.concatenate([np.sin(t / (5 + i)) + 0.05 * np.random.default_rng(i).normal(size=300) for i in range(4)])})
train = TimeSeriesDataSet(data[data.time_idx < 250], time_idx="time_idx", target="value", group_ids=["series"],
                          max_encoder_length=30, max_prediction_length=10, time_varying_unknown_reals=["value"])
val = TimeSeriesDataSet.from_dataset(train, data, min_prediction_idx=250)
model = NBeats.from_dataset(train, learning_rate=float(sys.argv[1]), widths=[32, 32])
pl.Trainer(max_epochs=int(sys.argv[2]), limit_train_batches=20, enable_checkpointing=False, logger=False).fit(
    model, train.to_dataloader(train=True, batch_size=32), val.to_dataloader(train=False, batch_size=32))
