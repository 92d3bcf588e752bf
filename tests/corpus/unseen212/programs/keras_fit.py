import sys, os
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np
import keras

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
rng = np.random.default_rng(0)
X = rng.normal(size=(512, 20)).astype("float32")
y = (X[:, 0] + X[:, 1] > 0).astype("float32")
model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=lr), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(X, y, epochs=5, batch_size=64, validation_split=0.25, verbose=2)
