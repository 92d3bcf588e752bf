import sys, numpy as np, torch, torchtuples as tt
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
rng = np.random.default_rng(0)
x = rng.normal(size=(1000, 10)).astype('float32'); y = (x @ rng.normal(size=(10, 1))).astype('float32')
net = tt.practical.MLPVanilla(10, [32, 32], 1)
model = tt.Model(net, torch.nn.MSELoss(), tt.optim.Adam(lr))
model.fit(x[:800], y[:800], batch_size=64, epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 8, val_data=(x[800:], y[800:]))
