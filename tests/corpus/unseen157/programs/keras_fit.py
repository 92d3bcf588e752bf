import os, sys, numpy as np
os.environ.setdefault("KERAS_BACKEND", "torch")
import keras
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
rng = np.random.default_rng(0); x = rng.normal(size=(1024, 16)).astype("float32"); y = (x[:, :4].sum(1) > 0).astype("float32")
m = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
m.compile(optimizer=keras.optimizers.SGD(lr), loss="binary_crossentropy", metrics=["accuracy"])
m.fit(x, y, epochs=4, batch_size=64, validation_split=0.2, callbacks=[keras.callbacks.TerminateOnNaN()], verbose=2)
