# Keras 3 (torch backend) regression from a CSV loaded with pandas into a PyDataset with workers
import os, sys
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, pandas as pd, keras
df = pd.read_csv(sys.argv[1]); X = df.drop(columns="target").to_numpy("float32"); y = df["target"].to_numpy("float32")
class Rows(keras.utils.PyDataset):
    def __len__(self): return len(X) // 100
    def __getitem__(self, i): return X[i * 100:(i + 1) * 100], y[i * 100:(i + 1) * 100]
model = keras.Sequential([keras.Input((6,)), keras.layers.Dense(16, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer=keras.optimizers.SGD(float(sys.argv[2])), loss="mse", metrics=["mae"])
model.fit(Rows(workers=2, use_multiprocessing=True), epochs=int(sys.argv[3]), verbose=2)
