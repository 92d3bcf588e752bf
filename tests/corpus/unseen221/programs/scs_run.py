import sys
import numpy as np
import scipy.sparse as sp
import scs
n = int(sys.argv[1]); rng = np.random.default_rng(0)
A = sp.vstack([sp.csc_matrix(rng.normal(size=(n, n))), -sp.eye(n)]).tocsc()
b = np.r_[rng.normal(size=n), np.full(n, float(sys.argv[2]))]
c = rng.normal(size=n)
solver = scs.SCS({"A": A, "b": b, "c": c}, {"l": int(sys.argv[3])}, verbose=True)
print(solver.solve()["info"]["status"])
