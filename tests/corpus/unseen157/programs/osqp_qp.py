import sys, numpy as np, scipy.sparse as sp, osqp
rng = np.random.default_rng(0); n, m = 50, 80
M = sp.random(n, n, density=0.2, random_state=0); P = sp.csc_matrix(M @ M.T + sp.eye(n) * float(sys.argv[1]))
A = sp.csc_matrix(sp.random(m, n, density=0.3, random_state=1)); q = rng.normal(size=n); l = -rng.random(m); u = rng.random(m)
if len(sys.argv) > 2: l, u = l + 2.0, u - 2.0
s = osqp.OSQP(); s.setup(P, q, A, l, u, verbose=True); s.solve()
