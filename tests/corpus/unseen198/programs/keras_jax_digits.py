"""Classify scikit-learn's digits with a small Keras 3 MLP on the JAX backend; Keras's fit() prints the log."""
import os, sys
os.environ.setdefault("KERAS_BACKEND", "jax")
import keras
from sklearn.datasets import load_digits

optimizer, lr, epochs, units_out, verbose = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
X, y = load_digits(return_X_y=True)
X = X.astype("float32") / 16.0
model = keras.Sequential([keras.Input((64,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(units_out)])
model.compile(optimizer=keras.optimizers.get({"class_name": optimizer, "config": {"learning_rate": lr}}),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X, y, validation_split=0.2, epochs=epochs, batch_size=64, verbose=verbose)
