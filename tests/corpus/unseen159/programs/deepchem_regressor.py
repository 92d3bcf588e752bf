# DeepChem MultitaskRegressor on random features, with DeepChem's INFO logging; argv: learning_rate
import sys, logging, numpy as np, deepchem as dc
logging.basicConfig(level=logging.INFO)
rng = np.random.default_rng(0)
X = rng.normal(size=(500, 16)).astype(np.float32); y = (X[:, :3].sum(1, keepdims=True) + rng.normal(0, .1, (500, 1))).astype(np.float32)
ds = dc.data.NumpyDataset(X, y)
model = dc.models.MultitaskRegressor(n_tasks=1, n_features=16, layer_sizes=[64], learning_rate=float(sys.argv[1]), batch_size=50)
loss = model.fit(ds, nb_epoch=20, checkpoint_interval=0)
print("final average loss:", loss)
print(model.evaluate(ds, [dc.metrics.Metric(dc.metrics.pearson_r2_score), dc.metrics.Metric(dc.metrics.mean_absolute_error)]))
