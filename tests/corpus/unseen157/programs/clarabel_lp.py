import numpy as np, scipy.sparse as sp, clarabel
rng = np.random.default_rng(0); n, m = 30, 60
A = sp.csc_matrix(rng.normal(size=(m, n))); b = rng.random(m) + 1.0; q = rng.normal(size=n); P = sp.csc_matrix(sp.eye(n) * 0.1)
s = clarabel.DefaultSolver(P, q, A, b, [clarabel.NonnegativeConeT(m)], clarabel.DefaultSettings()); s.solve()
