# torchtuples' Model.fit (the training loop under pycox) on synthetic regression; torchtuples prints its epoch log.
import sys
import numpy as np, torch
import torchtuples as tt

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
np.random.seed(0); torch.manual_seed(0)
x = np.random.randn(2000, 10).astype("float32")
y = (x @ np.random.randn(10, 1) + 0.1 * np.random.randn(2000, 1)).astype("float32")
net = tt.practical.MLPVanilla(10, [32, 32], 1, batch_norm=True, dropout=0.1)
model = tt.Model(net, torch.nn.MSELoss(), tt.optim.Adam(lr))
log = model.fit(x[:1600], y[:1600], batch_size=128, epochs=15, verbose=True, val_data=(x[1600:], y[1600:]))
print(log.to_pandas().tail(3))
