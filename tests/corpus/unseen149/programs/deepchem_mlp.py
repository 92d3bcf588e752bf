# DeepChem MultitaskRegressor on synthetic fingerprints, training loop's own logging at INFO
import sys, logging
import numpy as np, deepchem as dc
logging.basicConfig(level=logging.INFO)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
rng = np.random.default_rng(0)
X = rng.integers(0, 2, (512, 128)).astype(np.float32)
y = (X[:, :8].sum(1, keepdims=True) + rng.standard_normal((512, 1))).astype(np.float32)
if len(sys.argv) > 2 and sys.argv[2] == 'nan-label':
    y[7, 0] = np.nan
ds = dc.data.NumpyDataset(X, y)
model = dc.models.MultitaskRegressor(1, 128, layer_sizes=[256], learning_rate=lr, batch_size=32, log_frequency=4)
for epoch in range(3):
    loss = model.fit(ds, nb_epoch=1)
    print("epoch", epoch, "loss", loss)
