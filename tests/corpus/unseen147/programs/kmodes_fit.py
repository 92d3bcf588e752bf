import sys
import numpy as np
from kmodes.kprototypes import KPrototypes
rng = np.random.default_rng(0)
n = 600
X = np.column_stack([rng.normal(size=n), rng.normal(size=n) * float(sys.argv[1]) if len(sys.argv) > 1 else rng.normal(size=n),
                     rng.choice(["a", "b", "c"], n), rng.choice(["x", "y"], n)]).astype(object)
X[:, 0] = X[:, 0].astype(float); X[:, 1] = X[:, 1].astype(float)
kp = KPrototypes(n_clusters=3, init="Cao", n_init=2, verbose=2, random_state=0, gamma=float(sys.argv[2]) if len(sys.argv) > 2 else None)
kp.fit(X, categorical=[2, 3])
print("cost", kp.cost_)
