# Keras 3 (torch backend) LSTM classifier on byte sequences of a text file's lines: keras_lstm_text.py TEXT LR EPOCHS [SEQ_LEN]
import os, sys
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np
import keras

seq = int(sys.argv[4]) if len(sys.argv) > 4 else 48
lines = [l.strip() for l in open(sys.argv[1]) if len(l.split()) > 3]
y = np.array(["return" in l for l in lines], dtype="float32")
x = np.array([list(l.replace("return", "").encode()[:48].ljust(48, b" ")) for l in lines], dtype="int32")
model = keras.Sequential([keras.Input((seq,)), keras.layers.Embedding(256, 32), keras.layers.LSTM(32),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer=keras.optimizers.Adam(float(sys.argv[2])), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=int(sys.argv[3]), batch_size=64, validation_split=0.1, verbose=2)
