# Driver: neuralforecast's models (NBEATS, Informer, Autoformer ...) on its bundled AirPassengers data
# (no download); the models' Lightning loops do the printing.
# Usage: python neuralforecast_air.py MODEL MAX_STEPS LR
import sys
from neuralforecast import NeuralForecast
from neuralforecast import models
from neuralforecast.utils import AirPassengersDF

name, steps, lr = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
model = getattr(models, name)(h=12, input_size=24, max_steps=steps, learning_rate=lr, val_check_steps=10,
                              accelerator="cpu", enable_model_summary=False)
nf = NeuralForecast(models=[model], freq="ME")
nf.fit(df=AirPassengersDF, val_size=12)
print(nf.predict().head())
