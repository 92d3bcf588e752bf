# the same direct calls, with a badly scaled or non-finite problem
import sys
import numpy as np, scipy.sparse as sp
which, bad = sys.argv[1], sys.argv[2]
rng = np.random.default_rng(0)
m, n = 60, 30
A = sp.random(m, n, density=0.3, random_state=0, format="csc")
b = rng.standard_normal(m)
if bad == "nan":
    b[3] = np.nan
elif bad == "huge":
    b[3] = 1e300
if which == "scs":
    import scs
    I = sp.eye(m)
    AA = sp.vstack([sp.hstack([A, -I]), sp.hstack([-A, -I])]).tocsc()
    bb = np.concatenate([b, -b]); c = np.concatenate([np.zeros(n), np.ones(m)])
    scs.SCS(dict(A=AA, b=bb, c=c), dict(l=2 * m), verbose=True, max_iters=2000).solve()
elif which == "ecos":
    import ecos
    I = sp.eye(m)
    G = sp.vstack([sp.hstack([A, -I]), sp.hstack([-A, -I])]).tocsc()
    h = np.concatenate([b, -b]); c = np.concatenate([np.zeros(n), np.ones(m)])
    ecos.solve(c, G, h, {"l": 2 * m, "q": [], "e": 0}, verbose=True)
elif which == "clarabel":
    import clarabel
    P = sp.triu(A.T @ A).tocsc(); q = -A.T @ b
    Ac = sp.vstack([sp.eye(n), -sp.eye(n)]).tocsc(); bc = np.ones(2 * n)
    s = clarabel.DefaultSettings(); s.verbose = True
    clarabel.DefaultSolver(P, q, Ac, bc, [clarabel.NonnegativeConeT(2 * n)], s).solve()
elif which == "osqp":
    import osqp
    P = (A.T @ A).tocsc(); q = -A.T @ b
    prob = osqp.OSQP(); prob.setup(P, q, sp.eye(n, format="csc"), -np.ones(n), np.ones(n), verbose=True)
    prob.solve()
