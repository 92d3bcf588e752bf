import sys, numpy as np
from deepod.models.tabular import DevNet
rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 12)).astype("float32"); y = (rng.random(1000) < 0.05).astype(int); X[y == 1] += 3
clf = DevNet(epochs=int(sys.argv[2]), lr=float(sys.argv[1]), batch_size=64, device="cpu", verbose=2, random_state=0)
clf.fit(X, y)
