import sys, numpy as np, torch, torchtuples as tt
n, width, bs = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(0)
x = rng.normal(size=(n, 10)).astype('float32'); y = x[:, :1].copy()
model = tt.Model(tt.practical.MLPVanilla(10, [width, width], 1), torch.nn.MSELoss(), tt.optim.Adam(0.01))
model.fit(x, y, batch_size=bs, epochs=2)
