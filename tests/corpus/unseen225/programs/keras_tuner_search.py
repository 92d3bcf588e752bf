# keras-tuner's RandomSearch over a small Keras 3 model (torch backend) on synthetic data; the tuner prints.
import argparse, os
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, keras, keras_tuner

p = argparse.ArgumentParser()
p.add_argument("--trials", type=int, default=3)
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--objective", default="val_accuracy")
p.add_argument("--dir", default="kt_dir")
a = p.parse_args()

rng = np.random.default_rng(0)
x = rng.normal(size=(1500, 16)).astype("float32"); y = (x[:, :4].sum(1) > 0).astype("float32")

def build(hp):
    m = keras.Sequential([keras.Input((16,)), keras.layers.Dense(hp.Int("units", 8, 64, step=8), activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
    m.compile(keras.optimizers.Adam(hp.Float("lr", 1e-4, 1e-1, sampling="log")), "binary_crossentropy", ["accuracy"])
    return m

tuner = keras_tuner.RandomSearch(build, objective=a.objective, max_trials=a.trials, directory=a.dir, project_name="p", overwrite=True)
tuner.search(x, y, validation_split=0.2, epochs=a.epochs, verbose=2)
tuner.results_summary(1)
