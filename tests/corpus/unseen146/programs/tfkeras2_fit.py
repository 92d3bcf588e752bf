# Keras 2 (the tf-keras package, with TF_USE_LEGACY_KERAS) classifier on synthetic data, Adam with the learning rate given
import sys, numpy as np, tf_keras as keras
rng = np.random.default_rng(0); X = rng.normal(size=(3000, 20)).astype("float32"); y = (X[:, :4].sum(1) > 0).astype("int32")
model = keras.Sequential([keras.layers.Dense(64, activation="relu", input_shape=(20,)), keras.layers.Dense(2, activation="softmax")])
model.compile(keras.optimizers.Adam(float(sys.argv[1])), "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(X, y, epochs=int(sys.argv[2]), batch_size=64, validation_split=0.2, verbose=2)
