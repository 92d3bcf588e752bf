import sys
import numpy as np
import keras
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
x = np.random.RandomState(0).randn(512, 8).astype("float32")
y = (x.sum(1) > 0).astype("float32")
model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(lr), loss="mse", metrics=["mae"])
model.fit(x, y, epochs=4, batch_size=64, validation_split=0.25, verbose=2)
