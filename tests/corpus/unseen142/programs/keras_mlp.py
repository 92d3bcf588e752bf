"""Keras 3: an MLP on scikit-learn's digits, model.fit's own progress output."""
import argparse
import keras
from sklearn.datasets import load_digits

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--epochs", type=int, default=5)
p.add_argument("--verbose", type=int, default=2)
p.add_argument("--terminate-on-nan", action="store_true")
args = p.parse_args()

x, y = load_digits(return_X_y=True)
x = x.astype("float32") / 16.0
model = keras.Sequential([keras.Input((64,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(10, activation="softmax")])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=args.lr), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
cbs = [keras.callbacks.TerminateOnNaN()] if args.terminate_on_nan else []
model.fit(x, y, epochs=args.epochs, batch_size=32, validation_split=0.2, verbose=args.verbose, callbacks=cbs)
