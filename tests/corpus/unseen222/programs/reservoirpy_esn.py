# reservoirpy's echo state network (Reservoir >> Ridge) fitted on its bundled Mackey-Glass generator; the library reports progress
import sys, numpy as np
import reservoirpy as rpy
from reservoirpy.datasets import mackey_glass
from reservoirpy.nodes import Reservoir, Ridge

rpy.verbosity(1)
units = int(sys.argv[1]) if len(sys.argv) > 1 else 100
shift = int(sys.argv[2]) if len(sys.argv) > 2 else 1
X = mackey_glass(2000)
model = Reservoir(units, lr=0.3, sr=1.25, seed=0) >> Ridge(ridge=1e-6)
model.fit(X[:1000], X[shift:1000 + 1], warmup=100)
pred = model.run(X[1000:1500])
print("rmse", float(np.sqrt(np.mean((pred - X[1001:1501]) ** 2))))
