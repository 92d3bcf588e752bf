# PyOD's torch AutoEncoder detector on synthetic data; PyOD's fit loop prints (verbose=int(sys.argv[3]) if len(sys.argv) > 3 else 1)
import sys, numpy as np
from pyod.models.auto_encoder import AutoEncoder
rng = np.random.default_rng(0)
X = np.vstack([rng.normal(size=(950, 12)), rng.normal(6, 1, size=(50, 12))])
if len(sys.argv) > 4: X[3, 2] = float(sys.argv[4])
AutoEncoder(epoch_num=int(sys.argv[1]), lr=float(sys.argv[2]), verbose=int(sys.argv[3]) if len(sys.argv) > 3 else 1).fit(X)
