# Keras 3's Model.fit loop (verbose=2 prints one line per epoch) on the torch backend, synthetic data, lr from the command line.
import os, sys
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, keras
rng = np.random.default_rng(0)
x, y = rng.normal(size=(512, 10)).astype("float32"), rng.normal(size=(512, 1)).astype("float32")
model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(float(sys.argv[1]) if len(sys.argv) > 1 else 0.01), loss="mse", metrics=["mae"])
model.fit(x, y, validation_split=0.2, epochs=6, batch_size=64, verbose=2)
