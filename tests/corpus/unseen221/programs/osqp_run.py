import sys
import numpy as np
import scipy.sparse as sp
import osqp
n = int(sys.argv[1]); rng = np.random.default_rng(0)
M = rng.normal(size=(n, n)); P = M @ M.T * float(sys.argv[2])
A = sp.vstack([sp.eye(n), np.ones((1, n))]).tocsc()
prob = osqp.OSQP()
prob.setup(sp.csc_matrix(np.triu(P)), rng.normal(size=n), A, np.r_[-np.ones(n), 1.0], np.r_[np.ones(n), 1.0], verbose=True, max_iter=int(sys.argv[3]))
print(prob.solve().info.status)
