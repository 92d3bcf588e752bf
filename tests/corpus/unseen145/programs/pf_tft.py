# pytorch-forecasting's TemporalFusionTransformer on a synthetic panel; Lightning prints the training
import sys, numpy as np, pandas as pd, lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, TemporalFusionTransformer, NBeats
from pytorch_forecasting.data.examples import generate_ar_data
data = generate_ar_data(seasonality=10.0, timesteps=120, n_series=20, seed=42)
data["static"] = 2; data["date"] = pd.Timestamp("2020-01-01") + pd.to_timedelta(data.time_idx, "D")
cut = data["time_idx"].max() - 20
kw = dict(time_idx="time_idx", target="value", group_ids=["series"], max_encoder_length=30, max_prediction_length=10)
if sys.argv[1] == "TFT": kw.update(static_categoricals=["series"], time_varying_unknown_reals=["value"])
else: kw.update(time_varying_unknown_reals=["value"])
train = TimeSeriesDataSet(data[data.time_idx <= cut], **kw)
val = TimeSeriesDataSet.from_dataset(train, data, min_prediction_idx=cut + 1)
M = {"TFT": TemporalFusionTransformer, "NBeats": NBeats}[sys.argv[1]]
model = M.from_dataset(train, learning_rate=float(sys.argv[2]), **({"hidden_size": 8} if sys.argv[1] == "TFT" else {"widths": [32, 32]}))
pl.Trainer(max_epochs=int(sys.argv[3]), accelerator="cpu", limit_train_batches=10, enable_checkpointing=False, logger=False).fit(
    model, train.to_dataloader(train=True, batch_size=32), val.to_dataloader(train=False, batch_size=64))
