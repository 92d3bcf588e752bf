import sys
import numpy as np
import scipy.sparse as sp
import clarabel
n = 30
A = sp.vstack([sp.eye(n), -sp.eye(n)]).tocsc()
s = clarabel.DefaultSettings(); s.verbose = True
clarabel.DefaultSolver(sp.csc_matrix(np.eye(n)), np.ones(n), A, np.ones(2 * n), [clarabel.NonnegativeConeT(int(sys.argv[1]))], s).solve()
