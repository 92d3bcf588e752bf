# KerasTuner: random search over the width and learning rate of a small Keras classifier (TensorFlow backend)
import sys, numpy as np, keras, keras_tuner as kt
rng = np.random.default_rng(0); X = rng.normal(size=(2000, 16)).astype("float32"); y = (X[:, :2].sum(1) > 0).astype("int32")
def build(hp):
    m = keras.Sequential([keras.Input((16,)), keras.layers.Dense(hp.Int("units", 8, 64, step=8), activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
    m.compile(keras.optimizers.Adam(hp.Float("lr", 1e-4, 1e-1, sampling="log")), "binary_crossentropy", metrics=["accuracy"])
    return m
tuner = kt.RandomSearch(build, objective="val_loss", max_trials=int(sys.argv[1]), directory=sys.argv[2], project_name="kt", seed=0)
tuner.search(X, y, epochs=3, validation_split=0.2, verbose=0)
