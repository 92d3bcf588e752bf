import sys

import keras
import numpy as np

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 8)).astype("float32")
y = (X @ rng.normal(size=(8, 1)) * 100).astype("float32")
model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(float(sys.argv[1])), loss="mse", metrics=["mae"])
model.fit(X, y, epochs=int(sys.argv[2]), batch_size=32, validation_split=0.2, verbose=int(sys.argv[3]))
