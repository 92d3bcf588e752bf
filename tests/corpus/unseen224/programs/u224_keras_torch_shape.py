import os
os.environ["KERAS_BACKEND"] = "torch"
import numpy as np, keras
rng = np.random.default_rng(0)
x = rng.normal(size=(800, 10)).astype("float32"); y = rng.integers(0, 3, size=(800,))
model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(3, activation="softmax")])
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=32)
