import sys
import numpy as np
from darts import TimeSeries
from darts.models import NBEATSModel
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
t = np.arange(400, dtype="float32")
series = TimeSeries.from_values(np.sin(t / 10) + 0.1 * np.random.default_rng(0).normal(size=400).astype("float32"))
train, val = series[:320], series[320:]
model = NBEATSModel(input_chunk_length=24, output_chunk_length=6, num_stacks=2, num_blocks=1, layer_widths=32,
                    n_epochs=4, batch_size=32, optimizer_kwargs={"lr": lr}, random_state=0,
                    pl_trainer_kwargs={"accelerator": "cpu", "enable_progress_bar": True})
model.fit(train, val_series=val, verbose=True)
print(model.predict(6).values().ravel())
