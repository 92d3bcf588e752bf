import sys
import numpy as np
import keras
rng = np.random.default_rng(0)
X = rng.standard_normal((1024, 16)).astype("float32")
y = (X[:, :4].sum(1) > 0).astype("float32")
model = keras.Sequential([keras.Input((16,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.SGD(float(sys.argv[1])), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(X, y, epochs=int(sys.argv[2]), batch_size=64, validation_split=0.2, verbose=int(sys.argv[3]))
