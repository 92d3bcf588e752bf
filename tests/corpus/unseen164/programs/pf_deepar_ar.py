# Driver: pytorch-forecasting's DeepAR on its own synthetic generate_ar_data (no download); Lightning's loop prints.
# Usage: python pf_deepar_ar.py LR EPOCHS
import sys
import lightning.pytorch as pl
from pytorch_forecasting import TimeSeriesDataSet, DeepAR
from pytorch_forecasting.data import NaNLabelEncoder
from pytorch_forecasting.data.examples import generate_ar_data

lr, epochs = float(sys.argv[1]), int(sys.argv[2])
data = generate_ar_data(seasonality=10.0, timesteps=200, n_series=20, seed=42)
cutoff = data["time_idx"].max() - 20
training = TimeSeriesDataSet(data[lambda x: x.time_idx <= cutoff], time_idx="time_idx", target="value",
                             categorical_encoders={"series": NaNLabelEncoder().fit(data.series)},
                             group_ids=["series"], time_varying_unknown_reals=["value"],
                             max_encoder_length=60, max_prediction_length=20)
validation = TimeSeriesDataSet.from_dataset(training, data, min_prediction_idx=cutoff + 1)
trainer = pl.Trainer(max_epochs=epochs, accelerator="cpu", limit_train_batches=10, enable_model_summary=False)
net = DeepAR.from_dataset(training, learning_rate=lr, hidden_size=16, log_interval=5)
trainer.fit(net, train_dataloaders=training.to_dataloader(train=True, batch_size=32),
            val_dataloaders=validation.to_dataloader(train=False, batch_size=32))
