# a small dense autoencoder fitted by Keras 3 (torch backend) on synthetic data; Keras' fit() prints
import os, sys
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, keras
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
x = np.random.RandomState(0).rand(512, 64).astype("float32")
inp = keras.Input((64,)); z = keras.layers.Dense(8, activation="relu")(inp)
act = sys.argv[3] if len(sys.argv) > 3 else "sigmoid"
out = keras.layers.Dense(64, activation=act)(z)
model = keras.Model(inp, out); model.compile(optimizer=keras.optimizers.SGD(lr), loss="binary_crossentropy" if act == "sigmoid" else "mse", metrics=["mae"])
model.fit(x, x, epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 5, batch_size=64, validation_split=0.2, verbose=2)
