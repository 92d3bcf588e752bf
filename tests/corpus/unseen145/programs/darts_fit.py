# darts' torch forecasting models on a synthetic series; darts/Lightning print the training
import sys, numpy as np
from darts import TimeSeries
from darts.models import NBEATSModel, RNNModel, TCNModel
t = np.arange(400, dtype=np.float32); s = TimeSeries.from_values(np.sin(t / 10) + 0.1 * np.random.default_rng(0).standard_normal(400).astype(np.float32))
train, val = s[:320], s[320:]
M = {"NBEATS": NBEATSModel, "RNN": RNNModel, "TCN": TCNModel}[sys.argv[1]]
kw = dict(input_chunk_length=24, output_chunk_length=6) if sys.argv[1] != "RNN" else dict(input_chunk_length=24, model="LSTM", training_length=30)
if sys.argv[1] == "NBEATS": kw.update(num_stacks=2, num_blocks=1, layer_widths=32)
m = M(n_epochs=int(sys.argv[2]), optimizer_kwargs={"lr": float(sys.argv[3])}, random_state=0, **kw)
m.fit(train, val_series=val, verbose=True)
