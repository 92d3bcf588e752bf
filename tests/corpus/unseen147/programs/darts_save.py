import sys
import numpy as np
from darts import TimeSeries
from darts.models import NBEATSModel
series = TimeSeries.from_values(np.sin(np.arange(300, dtype="float32") / 10))
model = NBEATSModel(input_chunk_length=24, output_chunk_length=6, n_epochs=1, random_state=0,
                    pl_trainer_kwargs={"accelerator": "cpu", "enable_progress_bar": False})
model.fit(series)
model.save(sys.argv[1])
print("saved to", sys.argv[1])
