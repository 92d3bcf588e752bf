import sys, numpy as np
from darts import TimeSeries
from darts.models import RNNModel
series = TimeSeries.from_values(np.sin(np.arange(int(sys.argv[1]), dtype=np.float32) / 5))
model = RNNModel(model="LSTM", input_chunk_length=int(sys.argv[2]), training_length=int(sys.argv[2]) + 6, n_epochs=2, pl_trainer_kwargs={"accelerator": sys.argv[3]})
model.fit(series, verbose=True)
print(model.predict(6).values().ravel())
