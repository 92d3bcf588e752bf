import sys, numpy as np, pandas as pd, torch
from deepctr_torch.inputs import SparseFeat, DenseFeat, get_feature_names
from deepctr_torch.models import DeepFM
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
rng = np.random.default_rng(0); n = 2000
df = pd.DataFrame({"c1": rng.integers(0, 10, n), "c2": rng.integers(0, 20, n), "d1": rng.normal(size=n)})
y = ((df.c1 > 4) ^ (df.d1 > 0)).astype("float32").values
cols = [SparseFeat("c1", 10, embedding_dim=4), SparseFeat("c2", 20, embedding_dim=4), DenseFeat("d1", 1)]
x = {name: df[name].values for name in get_feature_names(cols)}
task = sys.argv[3] if len(sys.argv) > 3 else "binary"
model = DeepFM(cols, cols, task=task, device="cpu")
model.compile(torch.optim.Adam(model.parameters(), lr=lr), "binary_crossentropy" if task == "binary" else "mse", metrics=["binary_crossentropy", "auc"] if task == "binary" else ["mse", "mae"])
model.fit(x, y, batch_size=128, epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 4, verbose=2, validation_split=0.2)
