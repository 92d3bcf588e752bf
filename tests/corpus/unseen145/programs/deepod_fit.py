# DeepOD's deep anomaly detectors on synthetic tabular data; DeepOD's fit loop prints per epoch (verbose=2)
import sys, numpy as np
from deepod.models.tabular import DeepSVDD, RDP, DevNet
rng = np.random.default_rng(0)
X = np.vstack([rng.normal(size=(1900, 16)), rng.normal(5, 1, size=(100, 16))]).astype(np.float32)
M = {"DeepSVDD": DeepSVDD, "RDP": RDP}[sys.argv[1]]
M(epochs=int(sys.argv[2]), lr=float(sys.argv[3]), batch_size=64, verbose=2, device="cpu").fit(X)
