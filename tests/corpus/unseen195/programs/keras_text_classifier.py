"""A small Keras text classifier (Embedding + pooling) on synthetic token sequences; Keras' own fit loop prints."""
import sys
import numpy as np
import keras

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
rng = np.random.RandomState(0)
n, seq_len, vocab = 2000, 20, 1000
y = rng.randint(0, 2, size=n)
x = rng.randint(2, vocab, size=(n, seq_len))
x[:, :4] = np.where(y[:, None] == 1, rng.randint(2, 50, size=(n, 4)), rng.randint(50, 100, size=(n, 4)))
model = keras.Sequential([
    keras.Input(shape=(seq_len,)),
    keras.layers.Embedding(vocab, 32),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(16, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=lr), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=4, batch_size=64, validation_split=0.2, verbose=2)
