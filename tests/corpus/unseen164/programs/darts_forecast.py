# Driver: a darts forecasting model (NBEATSModel, TCNModel ...) trained by darts' own fit loop (PyTorch Lightning).
# Usage: python darts_forecast.py DATA MODEL EPOCHS LR   (DATA: air = darts' AirPassengersDataset, sine = a generated sine)
import sys
from darts import models
from darts.datasets import AirPassengersDataset
from darts.utils.timeseries_generation import sine_timeseries, gaussian_timeseries

data, name, epochs, lr = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
if data == "air":
    series = AirPassengersDataset().load().astype("float32")
else:
    series = (sine_timeseries(length=300, value_frequency=0.05) + gaussian_timeseries(length=300, std=0.1)).astype("float32")
train, val = series[:-36], series[-60:]
model = getattr(models, name)(input_chunk_length=24, output_chunk_length=12, n_epochs=epochs,
                              optimizer_kwargs={"lr": lr}, random_state=0,
                              pl_trainer_kwargs={"accelerator": "cpu", "enable_model_summary": False})
model.fit(train, val_series=val, verbose=True)
