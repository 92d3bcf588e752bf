import sys
import numpy as np
import scipy.sparse as sp
import clarabel
n = 30; rng = np.random.default_rng(0)
P = sp.csc_matrix(np.eye(n) * float(sys.argv[1])); q = rng.normal(size=n)
A = sp.vstack([sp.eye(n), -sp.eye(n), sp.csc_matrix(np.ones((1, n)))]).tocsc()
b = np.r_[np.ones(n), np.ones(n), float(sys.argv[2])]
s = clarabel.DefaultSettings(); s.verbose = True
print(clarabel.DefaultSolver(P, q, A, b, [clarabel.NonnegativeConeT(2 * n), clarabel.ZeroConeT(1)], s).solve().status)
