import os, sys
os.environ["KERAS_BACKEND"] = "torch"
import numpy as np, keras
rng = np.random.default_rng(0)
x = rng.normal(size=(800, 10)).astype("float32"); y = (x @ rng.normal(size=(10, 1))).astype("float32")
model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=float(sys.argv[1])), loss="mse", metrics=["mae"])
model.fit(x, y, epochs=int(sys.argv[2]), batch_size=32, validation_split=0.2, verbose=int(sys.argv[3]) if len(sys.argv) > 3 else 2, callbacks=[keras.callbacks.TerminateOnNaN()])
