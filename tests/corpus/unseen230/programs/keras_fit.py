# keras 3 (torch backend) fit and evaluate of a small dense net on synthetic data
import sys, numpy as np, keras
lr = float(sys.argv[1]); width = int(sys.argv[2]) if len(sys.argv) > 2 else 10
rng = np.random.default_rng(0)
x = rng.normal(size=(512, width)).astype("float32"); y = (x[:, :1] > 0).astype("float32")
model = keras.Sequential([keras.Input((10,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.SGD(lr), loss=sys.argv[3] if len(sys.argv) > 3 else "binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=5, batch_size=64, validation_split=0.2, verbose=2)
model.evaluate(x, y, verbose=2)
