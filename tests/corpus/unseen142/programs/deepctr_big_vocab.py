"""DeepCTR-Torch: DeepFM with a sparse feature of the vocabulary size given (embedding tables built up front)."""
import sys
import numpy as np
import pandas as pd
import torch
from deepctr_torch.inputs import DenseFeat, SparseFeat, get_feature_names
from deepctr_torch.models import DeepFM

vocab = int(sys.argv[1])
rng = np.random.default_rng(0)
df = pd.DataFrame({"user": rng.integers(0, vocab, 1000), "price": rng.random(1000), "click": rng.integers(0, 2, 1000)})
cols = [SparseFeat("user", vocab, embedding_dim=8), DenseFeat("price", 1)]
model = DeepFM(cols, cols, task="binary", device="cpu")
model.compile(torch.optim.Adam(model.parameters()), "binary_crossentropy", metrics=["auc"])
model.fit({n: df[n].values for n in get_feature_names(cols)}, df.click.values, batch_size=256, epochs=1, verbose=2)
