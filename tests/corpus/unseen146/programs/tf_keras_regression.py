# tf.keras regression on synthetic data, SGD with the learning rate given
import sys, numpy as np, tensorflow as tf
rng = np.random.default_rng(0); X = rng.normal(size=(2000, 16)).astype("float32"); y = X @ rng.normal(size=16).astype("float32") * 10
model = tf.keras.Sequential([tf.keras.Input((16,)), tf.keras.layers.Dense(64, activation="relu"), tf.keras.layers.Dense(1)])
model.compile(optimizer=tf.keras.optimizers.SGD(float(sys.argv[1])), loss="mse", metrics=["mae"])
model.fit(X, y, epochs=int(sys.argv[2]), batch_size=64, validation_split=0.2, verbose=2)
