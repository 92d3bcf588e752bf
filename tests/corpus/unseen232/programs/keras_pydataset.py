# Keras 3 (torch backend) fit on a PyDataset loaded by worker processes
import os, sys
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, keras

class Batches(keras.utils.PyDataset):
    def __init__(self, n, bs, **kw):
        super().__init__(**kw)
        rng = np.random.default_rng(0)
        self.x = rng.normal(size=(n, 20)).astype("float32")
        self.y = (self.x[:, :5].sum(1) > 0).astype("float32")
        self.bs = bs
    def __len__(self):
        return len(self.x) // self.bs
    def __getitem__(self, i):
        s = slice(i * self.bs, (i + 1) * self.bs)
        return self.x[s], self.y[s]

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.SGD(lr), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(Batches(2048, 64, workers=2, use_multiprocessing=True), validation_data=Batches(512, 64), epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 4, verbose=2)
