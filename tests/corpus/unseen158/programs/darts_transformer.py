# darts' TransformerModel (PyTorch Lightning trainer) on a synthetic series with a validation series: python darts_transformer.py LR EPOCHS [--early-stop]
# --early-stop: Lightning's EarlyStopping on val_loss, verbose
import sys, numpy as np
from darts import TimeSeries
from darts.models import TransformerModel
from pytorch_lightning.callbacks import EarlyStopping
y = np.sin(np.arange(600) / 10) + np.random.default_rng(0).normal(0, 0.1, 600)
s = TimeSeries.from_values(y.astype(np.float32))
train, val = s[:500], s[500:]
m = TransformerModel(input_chunk_length=24, output_chunk_length=6, d_model=16, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                     dim_feedforward=32, batch_size=32, n_epochs=int(sys.argv[2]), optimizer_kwargs={"lr": float(sys.argv[1])},
                     pl_trainer_kwargs=dict(accelerator="cpu", callbacks=[EarlyStopping("val_loss", patience=2, verbose=True)] if "--early-stop" in sys.argv else []), random_state=0)
m.fit(train, val_series=val)
