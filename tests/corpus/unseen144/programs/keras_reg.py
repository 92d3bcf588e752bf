import sys
import numpy as np
import keras
rng = np.random.default_rng(0)
X = rng.standard_normal((2048, 8)).astype("float32") * 10
y = X @ rng.standard_normal(8).astype("float32")
model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(float(sys.argv[1])), loss="mse", metrics=["mae"])
model.fit(X, y, epochs=int(sys.argv[2]), batch_size=128, verbose=2)
