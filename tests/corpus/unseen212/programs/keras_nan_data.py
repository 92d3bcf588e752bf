import os
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(640, 10)).astype("float32")
y = X.sum(1).astype("float32")
X[413, 3] = np.nan  # one missing reading left in the table
model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(X, y, epochs=3, batch_size=64, shuffle=False, verbose=2)
