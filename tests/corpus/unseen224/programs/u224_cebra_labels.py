import numpy as np, cebra
rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 20)).astype("float32"); y = rng.normal(size=1500).astype("float32")
cebra.CEBRA(model_architecture="offset10-model", batch_size=256, max_iterations=50, device="cpu", verbose=True).fit(X, y)
