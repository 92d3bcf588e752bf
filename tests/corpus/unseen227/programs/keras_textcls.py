# Keras 3 (torch backend) text classifier, Embedding + pooling on synthetic token ids; Keras' fit loop prints.
import argparse, os
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, keras
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-2)
p.add_argument("--optimizer", default="adam")
p.add_argument("--epochs", type=int, default=5)
p.add_argument("--verbose", type=int, default=2)
a = p.parse_args()
rng = np.random.default_rng(0)
x = rng.integers(1, 500, (800, 20)); y = (x < 250).mean(1) > 0.5
model = keras.Sequential([keras.layers.Embedding(500, 16), keras.layers.GlobalAveragePooling1D(), keras.layers.Dense(1, activation="sigmoid")])
opt = keras.optimizers.get({"class_name": a.optimizer, "config": {"learning_rate": a.lr}})
model.compile(optimizer=opt, loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y.astype("float32"), validation_split=0.2, epochs=a.epochs, batch_size=32, verbose=a.verbose)
