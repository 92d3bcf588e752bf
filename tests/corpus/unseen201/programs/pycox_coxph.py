# pycox's CoxPH (DeepSurv) on the METABRIC data set, as pycox's README does it; torchtuples prints the epoch log.
import sys
import numpy as np, torch
import torchtuples as tt
from pycox.datasets import metabric
from pycox.models import CoxPH

epochs = int(sys.argv[1]) if len(sys.argv) > 1 else 10
df = metabric.read_df()
x = df.drop(columns=["duration", "event"]).values.astype("float32")
y = (df["duration"].values.astype("float32"), df["event"].values.astype("float32"))
net = tt.practical.MLPVanilla(x.shape[1], [32, 32], 1, batch_norm=True, dropout=0.1)
model = CoxPH(net, tt.optim.Adam(0.01))
model.fit(x, y, batch_size=256, epochs=epochs, verbose=True)
