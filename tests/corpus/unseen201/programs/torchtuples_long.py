# torchtuples' Model.fit on a larger synthetic regression, many epochs (run under a wall-clock limit).
import numpy as np, torch
import torchtuples as tt

np.random.seed(0); torch.manual_seed(0)
x = np.random.randn(50000, 40).astype("float32")
y = (np.tanh(x @ np.random.randn(40, 1)) + 0.1 * np.random.randn(50000, 1)).astype("float32")
net = tt.practical.MLPVanilla(40, [256, 256], 1, batch_norm=True, dropout=0.1)
model = tt.Model(net, torch.nn.MSELoss(), tt.optim.AdamW(0.001))
model.fit(x[:45000], y[:45000], batch_size=64, epochs=200, verbose=True, val_data=(x[45000:], y[45000:]))
