import os, sys
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, keras
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 8, 8, 1)).astype("float32"); y = x.mean(axis=(1, 2, 3)) * 10
model = keras.Sequential([keras.Input((8, 8, 1)), keras.layers.Conv2D(4, 3), keras.layers.Flatten(), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(lr), loss="mse", metrics=["mae"])
model.fit(x, y, epochs=5, batch_size=32, validation_split=0.2, verbose=1)
