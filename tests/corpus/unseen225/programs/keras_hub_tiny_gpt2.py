# keras-hub's GPT2Backbone built small from its constructor (no preset download) under a language-model
# head, fit with Keras 3 on the torch backend on random token ids; Keras prints.
import argparse, os
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, keras, keras_hub

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=4)
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--vocab", type=int, default=500)
a = p.parse_args()

backbone = keras_hub.models.GPT2Backbone(vocabulary_size=a.vocab, num_layers=2, num_heads=2, hidden_dim=32,
                                         intermediate_dim=64, max_sequence_length=32)
ids = keras.Input((None,), dtype="int32", name="token_ids"); mask = keras.Input((None,), dtype="int32", name="padding_mask")
h = backbone({"token_ids": ids, "padding_mask": mask})
logits = backbone.token_embedding(h, reverse=True)
model = keras.Model([ids, mask], logits)
model.compile(keras.optimizers.AdamW(a.lr), keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=[keras.metrics.SparseCategoricalAccuracy(name="acc")])
rng = np.random.default_rng(0)
tok = (np.arange(32)[None, :] + rng.integers(0, a.vocab, (512, 1))) % a.vocab
model.fit([tok[:, :-1], np.ones_like(tok[:, :-1])], tok[:, 1:], batch_size=32, epochs=a.epochs, validation_split=0.25, verbose=2)
