import sys, numpy as np, keras, keras_tuner as kt
lrs = [float(v) for v in sys.argv[1].split(",")]
x = np.random.rand(400, 6).astype("float32"); y = (x[:, 0] + x[:, 1] > 1).astype("float32")
def build(hp):
    m = keras.Sequential([keras.Input((6,)), keras.layers.Dense(hp.Int("units", 8, 32, step=8), activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
    m.compile(optimizer=keras.optimizers.SGD(hp.Choice("lr", lrs)), loss="binary_crossentropy", metrics=["accuracy"])
    return m
tuner = kt.RandomSearch(build, objective="val_loss", max_trials=2, directory=sys.argv[2], project_name="p", overwrite=True)
tuner.search(x, y, epochs=3, validation_split=0.25, verbose=2)
tuner.results_summary(1)
