# deepctr-torch's DeepFM.fit (its own Keras-like loop prints) on synthetic click data
import sys, numpy as np, pandas as pd, torch
from deepctr_torch.inputs import SparseFeat, DenseFeat, get_feature_names
from deepctr_torch.models import DeepFM

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
vocab = int(sys.argv[3]) if len(sys.argv) > 3 else 100
rng = np.random.default_rng(0)
n = 2000
df = pd.DataFrame({f"C{i}": rng.integers(0, 100, n) for i in range(4)})
for i in range(3):
    df[f"I{i}"] = rng.normal(size=n)
y = (df["C0"] % 2 + (df["I0"] > 0)).clip(0, 1).values
cols = [SparseFeat(f"C{i}", vocabulary_size=vocab, embedding_dim=4) for i in range(4)] + \
       [DenseFeat(f"I{i}", 1) for i in range(3)]
model = DeepFM(cols, cols, task="binary", dnn_hidden_units=(32, 16), device="cpu")
model.compile(torch.optim.Adam(model.parameters(), lr=lr), "binary_crossentropy",
              metrics=["binary_crossentropy", "auc", "acc"])
x = {name: df[name].values for name in get_feature_names(cols)}
model.fit(x, y, batch_size=256, epochs=epochs, verbose=2, validation_split=0.2)
