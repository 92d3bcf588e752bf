import os, sys
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, keras
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 16, 16, 3)).astype("float32"); y = rng.integers(0, 5, 512)
model = keras.Sequential([keras.Input((16, 16, 3)), keras.layers.Conv2D(8, 3, activation="relu"),
                          keras.layers.GlobalAveragePooling2D(), keras.layers.Dense(5, activation="softmax")])
model.compile(optimizer=keras.optimizers.SGD(lr), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 4, batch_size=64, validation_split=0.25, verbose=2)
