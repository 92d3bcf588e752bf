import sys, os, numpy as np, keras
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
dim = int(sys.argv[2]) if len(sys.argv) > 2 else 8
x = np.random.rand(512, 8).astype("float32"); y = x.sum(1, keepdims=True)
model = keras.Sequential([keras.Input((dim,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(lr), loss="mse", metrics=["mae"])
model.fit(x, y, epochs=5, batch_size=32, validation_split=0.2, verbose=2)
