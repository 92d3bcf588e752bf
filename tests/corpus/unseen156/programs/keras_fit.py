import sys, numpy as np, keras
rng = np.random.default_rng(0); X = rng.normal(size=(1000, 20)); y = (X[:, 0] > 0).astype("float32")
m = keras.Sequential([keras.Input((20,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
m.compile(keras.optimizers.SGD(float(sys.argv[1])), "binary_crossentropy", metrics=["accuracy"])
m.fit(X, y, epochs=int(sys.argv[2]), batch_size=100, validation_split=0.2, verbose=2)
