import sys, numpy as np, cebra
rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 20)).astype("float32"); y = np.cumsum(rng.normal(size=2000)).astype("float32")
model = cebra.CEBRA(model_architecture="offset10-model", batch_size=256, learning_rate=float(sys.argv[1]), temperature=1.0,
                    output_dimension=3, max_iterations=int(sys.argv[2]), device="cpu", verbose=True)
model.fit(X, y)
