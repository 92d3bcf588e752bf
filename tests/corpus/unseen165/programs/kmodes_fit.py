import sys, numpy as np
from kmodes.kprototypes import KPrototypes
from kmodes.kmodes import KModes
rng = np.random.default_rng(0)
Xc = rng.integers(0, 5, size=(int(sys.argv[2]), 6))
if sys.argv[1] == "kmodes":
    km = KModes(n_clusters=int(sys.argv[3]), init="Huang", n_init=2, verbose=1, random_state=0).fit(Xc)
else:
    X = np.hstack([rng.normal(size=(Xc.shape[0], 2)) * float(sys.argv[4]), Xc]).astype(object)
    km = KPrototypes(n_clusters=int(sys.argv[3]), init="Cao", n_init=2, verbose=1, random_state=0, n_jobs=1).fit(X, categorical=list(range(2, 8)))
print("cost:", km.cost_)
