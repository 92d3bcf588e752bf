import sys, numpy as np
from darts import TimeSeries
from darts.models import NBEATSModel
t = np.arange(300, dtype=np.float32)
series = TimeSeries.from_values(np.sin(t / 10) + 0.1 * np.random.default_rng(0).normal(size=300).astype(np.float32))
train, val = series[:250], series[250:]
model = NBEATSModel(input_chunk_length=24, output_chunk_length=6, num_stacks=2, num_blocks=1, num_layers=2, layer_widths=32, n_epochs=int(sys.argv[1]),
                    optimizer_kwargs={"lr": float(sys.argv[2])}, batch_size=32, random_state=0, pl_trainer_kwargs={"accelerator": "cpu"})
model.fit(train, val_series=val, verbose=True)
