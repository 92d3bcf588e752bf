# Driver: GluonTS's torch DeepAREstimator on 8 noisy sine series (no download); its Lightning loop does the printing.
# Usage: python gluonts_deepar_sine.py LR EPOCHS
import sys
import numpy as np
from gluonts.dataset.common import ListDataset
from gluonts.torch.model.deepar import DeepAREstimator

lr, epochs = float(sys.argv[1]), int(sys.argv[2])
t = np.arange(400)
series = [np.sin(t / 8 + k) * 10 + 20 + np.random.default_rng(k).normal(size=400) for k in range(8)]
ds = ListDataset([{"start": "2020-01-01", "target": s} for s in series], freq="h")
est = DeepAREstimator(freq="h", prediction_length=24, lr=lr, num_batches_per_epoch=20,
                      trainer_kwargs={"max_epochs": epochs, "accelerator": "cpu"})
predictor = est.train(ds)
