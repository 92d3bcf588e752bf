# Driver: Keras 3 fitting a tiny next-token language model (embedding + GRU) on synthetic token sequences.
import sys, numpy as np, keras
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(0)
x = (np.cumsum(rng.integers(1, 4, size=(512, 25)), axis=1) % 64).astype("int32")
model = keras.Sequential([keras.Input((24,)), keras.layers.Embedding(64, 32), keras.layers.GRU(64, return_sequences=True),
                          keras.layers.Dense(64)])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=lr),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["sparse_categorical_accuracy"])
model.fit(x[:, :-1], x[:, 1:], validation_split=0.2, epochs=epochs, batch_size=32, verbose=2)
