import sys

import numpy as np
import torch
import torchtuples as tt

rng = np.random.default_rng(0)
x = rng.normal(size=(1000, 10)).astype("float32")
y = (x @ rng.normal(size=(10, 1))).astype("float32") * 1000
in_features = int(sys.argv[3]) if len(sys.argv) > 3 else 10
net = tt.practical.MLPVanilla(in_features, [32, 32], 1, batch_norm=False, dropout=None)
model = tt.Model(net, torch.nn.MSELoss(), tt.optim.SGD(lr=float(sys.argv[1])))
model.fit(x[:800], y[:800], batch_size=64, epochs=int(sys.argv[2]), val_data=(x[800:], y[800:]))
