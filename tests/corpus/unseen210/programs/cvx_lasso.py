import sys
import cvxpy as cp, numpy as np
rng = np.random.default_rng(0)
m, n = int(sys.argv[2]), int(sys.argv[3])
A, b = rng.standard_normal((m, n)), rng.standard_normal(m)
x = cp.Variable(n)
prob = cp.Problem(cp.Minimize(cp.sum_squares(A @ x - b) + 0.1 * cp.norm1(x)))
prob.solve(solver=sys.argv[1], verbose=True)
