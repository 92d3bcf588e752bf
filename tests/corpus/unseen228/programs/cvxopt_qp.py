# CVXOPT's interior-point QP solver (its own progress table) on a small random portfolio-style QP built here.
import sys, numpy as np
from cvxopt import matrix, solvers
n, m = int(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(0)
F = rng.normal(size=(m, n)); P = matrix(F.T @ F / m); q = matrix(-rng.uniform(0, 1, n))
G = matrix(-np.eye(n)); h = matrix(np.zeros(n))
if "--missing" in sys.argv: q[3] = float("nan")  # one missing expected return
A = matrix(np.ones((1, n)) if "--dup" not in sys.argv else np.ones((2, n))); b = matrix(np.ones(A.size[0]))
solvers.qp(P, q, G, h, A, b)
