import sys, numpy as np, keras
rng = np.random.default_rng(0)
x = rng.normal(size=(512, 20)).astype("float32"); y = (x[:, :3].sum(1) > 0).astype("float32")
model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(int(sys.argv[3]), activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.SGD(float(sys.argv[1])), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=int(sys.argv[2]), batch_size=64, validation_split=0.25, verbose=2)
if len(sys.argv) > 4: model.save(sys.argv[4])
