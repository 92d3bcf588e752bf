# Driver: Keras 3 (torch backend) fits an LSTM forecaster on synthetic sine windows; Keras' own fit loop prints.
import argparse
import numpy as np
import keras

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=5)
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--optimizer", default="adam")
p.add_argument("--verbose", type=int, default=2)
a = p.parse_args()
keras.utils.set_random_seed(0)
t = np.arange(3000, dtype="float32")
s = np.sin(t / 25) + 0.1 * np.random.default_rng(0).normal(size=3000).astype("float32")
X = np.stack([s[i:i + 24] for i in range(2900)])[..., None]; y = s[24:2924, None]
model = keras.Sequential([keras.Input((24, 1)), keras.layers.LSTM(32), keras.layers.Dense(1)])
opt = {"adam": keras.optimizers.Adam, "sgd": keras.optimizers.SGD}[a.optimizer](learning_rate=a.lr)
model.compile(optimizer=opt, loss="mse", metrics=["mae"])
model.fit(X, y, epochs=a.epochs, batch_size=64, validation_split=0.2, verbose=a.verbose)
