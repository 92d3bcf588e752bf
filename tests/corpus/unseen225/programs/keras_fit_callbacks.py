# Keras 3 (torch backend) fit() with its own callbacks on synthetic data; Keras prints.
import argparse, os
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np
import keras

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--epochs", type=int, default=12)
p.add_argument("--verbose", type=int, default=2)
p.add_argument("--out", default="ckpt")
p.add_argument("--regression", action="store_true")
p.add_argument("--terminate-on-nan", action="store_true")
a = p.parse_args()

rng = np.random.default_rng(0)
x = rng.normal(size=(2000, 20)).astype("float32")
y = (x[:, :5].sum(1) + 0.5 * rng.normal(size=2000) > 0).astype("float32")
model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(1, activation=None if a.regression else "sigmoid")])
if a.regression:
    y = x[:, :5].sum(1).astype("float32")
    model.compile(optimizer=keras.optimizers.SGD(a.lr), loss="mse", metrics=["mae"])
else:
    model.compile(optimizer=keras.optimizers.SGD(a.lr), loss="binary_crossentropy", metrics=["accuracy"])
os.makedirs(a.out, exist_ok=True)
cbs = [keras.callbacks.CSVLogger(os.path.join(a.out, "log.csv")),
       keras.callbacks.ModelCheckpoint(os.path.join(a.out, "best.keras"), monitor="val_loss", save_best_only=True, verbose=1),
       keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1),
       keras.callbacks.EarlyStopping(monitor="val_loss", patience=4, verbose=1)]
if a.terminate_on_nan:
    cbs.append(keras.callbacks.TerminateOnNaN())
model.fit(x, y, validation_split=0.2, epochs=a.epochs, batch_size=64, callbacks=cbs, verbose=a.verbose)
