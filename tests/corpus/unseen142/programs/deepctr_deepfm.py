"""DeepCTR-Torch: DeepFM on synthetic click data; model.fit prints Keras-style epoch lines."""
import sys
import numpy as np
import pandas as pd
from deepctr_torch.inputs import DenseFeat, SparseFeat, get_feature_names
from deepctr_torch.models import DeepFM

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
rng = np.random.default_rng(0)
n = 4000
df = pd.DataFrame({"user": rng.integers(0, 50, n), "item": rng.integers(0, 80, n), "price": rng.random(n)})
df["click"] = ((df.user % 3 == 0) ^ (df.price > 0.7)).astype(int)
cols = [SparseFeat("user", 50, embedding_dim=4), SparseFeat("item", 80, embedding_dim=4), DenseFeat("price", 1)]
x = {name: df[name].values for name in get_feature_names(cols)}
model = DeepFM(cols, cols, task="binary", device="cpu", seed=0)
import torch
model.compile(torch.optim.Adam(model.parameters(), lr=lr), "binary_crossentropy", metrics=["binary_crossentropy", "auc"])
model.fit(x, df.click.values, batch_size=256, epochs=4, verbose=2, validation_split=0.2)
