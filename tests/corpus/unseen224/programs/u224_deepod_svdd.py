import sys, numpy as np
from deepod.models.tabular import DeepSVDD
rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 12)).astype("float32")
clf = DeepSVDD(epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 5, lr=float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3, batch_size=64, device="cpu", verbose=2, random_state=0)
clf.fit(X)
